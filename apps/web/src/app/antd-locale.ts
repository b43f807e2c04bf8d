// antd-mobile's own strings (clear, confirm, loading…) in the language on screen, loaded on demand.
import { useEffect, useState } from 'react';
import type { Language } from '@saham/domain/languages';

type AntdLocale = (typeof import('antd-mobile/es/locales/en-US'))['default'];

const LOADERS: Record<Language, () => Promise<{ default: AntdLocale }>> = {
  zh: () => import('antd-mobile/es/locales/zh-TW'),
  ch: () => import('antd-mobile/es/locales/zh-CN'),
  en: () => import('antd-mobile/es/locales/en-US'),
  ml: () => import('antd-mobile/es/locales/ms-MY'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
  ko: () => import('antd-mobile/es/locales/ko-KR'),
};

export function useAntdLocale(language: Language): AntdLocale | undefined {
  const [loaded, setLoaded] = useState<{ language: Language; locale: AntdLocale } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    LOADERS[language]()
      .then((module) => {
        if (isCurrent) setLoaded({ language, locale: module.default });
      })
      .catch(() => {
        // antd-mobile keeps its built-in strings.
      });
    return () => {
      isCurrent = false;
    };
  }, [language]);
  return loaded?.locale;
}

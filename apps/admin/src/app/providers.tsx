// Everything the screens rely on: antd's theme, locale and toast context, TanStack Query, and the
// reset of cached server data when the session ends.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhTW from 'antd/locale/zh_TW';
import zhCN from 'antd/locale/zh_CN';
import msMY from 'antd/locale/ms_MY';
import jaJP from 'antd/locale/ja_JP';
import koKR from 'antd/locale/ko_KR';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/ms-my';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@saham/domain/languages';
import { useStaffCredentials } from '../shared/api/staff-session.ts';
import { useLanguage } from '../shared/i18n/use-language.ts';
import { ErrorToastBridge } from '../shared/ui/error-toast.tsx';
import { createQueryClient } from './query-client.ts';

const ANTD_LOCALES: Record<Language, Locale> = { zh: zhTW, ch: zhCN, en: enUS, ml: msMY, ja: jaJP, ko: koKR };
/** The date pickers' month and weekday names come from dayjs, in the same language. */
const DAYJS_LOCALES: Record<Language, string> = {
  zh: 'zh-tw',
  ch: 'zh-cn',
  en: 'en',
  ml: 'ms-my',
  ja: 'ja',
  ko: 'ko',
};

function ForgetDataWhenSignedOut() {
  const queryClient = useQueryClient();
  const isSignedIn = useStaffCredentials() !== null;
  useEffect(() => {
    if (!isSignedIn) queryClient.clear();
  }, [isSignedIn, queryClient]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const language = useLanguage();
  dayjs.locale(DAYJS_LOCALES[language]);
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={{ token: { colorPrimary: '#0b5cad' } }}>
      <AntdApp>
        <ErrorToastBridge />
        <QueryClientProvider client={queryClient}>
          <ForgetDataWhenSignedOut />
          {children}
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}

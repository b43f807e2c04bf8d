import { Select } from 'antd';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES } from '@saham/domain/languages';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n/i18n.ts';
import { useLanguage } from '../i18n/use-language.ts';

const OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NATIVE_NAMES[language] }));

/** Switches the back office's language; the choice is remembered in this browser. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Select
      value={language}
      options={OPTIONS}
      onChange={(next) => void setLanguage(next)}
      aria-label={t('common.language')}
      style={{ width: 150 }}
      data-testid="language-select"
    />
  );
}

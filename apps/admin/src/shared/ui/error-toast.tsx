// One place that shows a refused call as an antd toast in the staff member's language. TanStack
// Query's caches report here; ErrorToastBridge (inside antd's <App>) lends them the toast API.
import { useEffect } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@saham/domain/languages';
import { SessionExpired } from '../api/api-refusal.ts';
import { DEFAULT_ADMIN_LANGUAGE } from '../i18n/i18n.ts';
import { describeError } from '../i18n/describe-error.ts';

let showError: ((error: unknown) => void) | null = null;

export function reportError(error: unknown): void {
  // The router sends an expired session to the login screen; a toast would only add noise.
  if (error instanceof SessionExpired) return;
  if (showError) showError(error);
  else console.error(error);
}

export function ErrorToastBridge() {
  const { message } = App.useApp();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    showError = (error) => {
      const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_ADMIN_LANGUAGE;
      void message.error(describeError(t, error, language));
    };
    return () => {
      showError = null;
    };
  }, [message, t, i18n]);
  return null;
}

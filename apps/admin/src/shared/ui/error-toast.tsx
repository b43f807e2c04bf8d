// One place that shows a refused call as an antd toast in the staff member's language. TanStack
// Query's caches report here; ErrorToastBridge (inside antd's <App>) lends them the toast API.
import { useEffect } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { SessionExpired } from '../api/api-refusal.ts';
import { describeError } from '../i18n/describe-error.ts';
import { useLanguage } from '../i18n/use-language.ts';

let showError: ((error: unknown) => void) | null = null;

export function reportError(error: unknown): void {
  // The router sends an expired session to the login screen; a toast would only add noise.
  if (error instanceof SessionExpired) return;
  if (showError) showError(error);
  else console.error(error);
}

export function ErrorToastBridge() {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const language = useLanguage();
  useEffect(() => {
    showError = (error) => void message.error(describeError(t, error, language));
    return () => {
      showError = null;
    };
  }, [message, t, language]);
  return null;
}

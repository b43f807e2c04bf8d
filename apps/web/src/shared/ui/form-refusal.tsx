import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';
import { errorMessage } from '../feedback/error-message.ts';
import { useLanguage } from '../i18n/i18n.ts';

/** The server's refusal of a form, kept under the form after its toast has gone. */
export function FormRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!isApiError(error) || error.kind === 'unauthorized') return null;
  return (
    <p className="form-error" role="alert" data-testid="form-error">
      {errorMessage(error, (key, values) => t(key, values ?? {}), language)}
    </p>
  );
}

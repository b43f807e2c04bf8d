// A server refusal inside a dialog's message (inline, unlike the shared FormRefusal paragraph): the
// dialog's call is quiet, so this is the only place the refusal shows (decision 0021: shown once).
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error.ts';
import { errorMessage } from '../../shared/feedback/error-message.ts';
import { useLanguage } from '../../shared/i18n/i18n.ts';

export function RefusalText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!isApiError(error) || error.kind === 'unauthorized') return null;
  return (
    <span className="form-error tr-refusal" role="alert" data-testid="trade-refusal">
      {errorMessage(error, (key, values) => t(key, values ?? {}), language)}
    </span>
  );
}

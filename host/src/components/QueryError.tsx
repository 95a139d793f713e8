import { useMessages } from '@thryve/shared';

import { apiErrorMessage } from '../api/apiErrorMessage';

interface QueryErrorProps {
  /** What could not be loaded, e.g. "We couldn’t load the forecast." */
  title: string;
  error: unknown;
  onRetry: () => void;
  /** Replaces the sentence derived from the API's error code. */
  detail?: string;
}

/** The API's messages are phrases ('The service is temporarily unavailable'): shown as a sentence. */
function asSentence(message: string): string {
  return /[.!?…]$/.test(message) ? message : `${message}.`;
}

/** A failed API call: announced, explained, and retried in place (never a blank card). */
export function QueryError({ title, error, onRetry, detail }: QueryErrorProps) {
  const { t, text } = useMessages();
  return (
    <div role="alert" className="card__error">
      <p>
        <strong>{title}</strong> {detail ?? asSentence(text(apiErrorMessage(error)))}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        {t('host.tryAgain')}
      </button>
    </div>
  );
}

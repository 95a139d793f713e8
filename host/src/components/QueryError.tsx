import { useErrorCatalogue, useMessages } from '@thryve/shared';

interface QueryErrorProps {
  /** What could not be loaded, e.g. "We couldn’t load the forecast." */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** The API's messages are phrases ('The service is temporarily unavailable'): shown as a sentence. */
function asSentence(message: string): string {
  return /[.!?…]$/.test(message) ? message : `${message}.`;
}

/** A failed API call: announced, explained, and retried in place (never a blank card). */
export function QueryError({ title, error, onRetry }: QueryErrorProps) {
  const { t, text } = useMessages();
  const catalogue = useErrorCatalogue();
  return (
    <div role="alert" className="card__error">
      <p>
        <strong>{title}</strong> {asSentence(text(catalogue.apiFailureMessage(error)))}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        {t('host.tryAgain')}
      </button>
    </div>
  );
}

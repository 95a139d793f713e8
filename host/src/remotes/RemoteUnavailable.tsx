import { useMessages } from '@thryve/shared';
import './RemoteUnavailable.css';

/** The screen shown while the auth remote cannot be reached. Its texts are part of the e2e contract. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useMessages();
  return (
    <section className="remote-unavailable" aria-labelledby="remote-unavailable-title">
      <h1 id="remote-unavailable-title">{t('host.unavailableHeading')}</h1>
      <p>{t('host.unavailableText')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('host.tryAgain')}
      </button>
    </section>
  );
}

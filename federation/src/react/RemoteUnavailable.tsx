import { useMessages } from '@thryve/shared';
import { useId } from 'react';

export interface RemoteUnavailableProps {
  /** A fresh attempt at the remote (no page reload). */
  onRetry: () => void;
  /** Your classes, for the section and its button (it brings no style of its own). */
  className?: string;
  buttonClassName?: string;
}

/**
 * What stands for a screen of the remote while it cannot be reached: a heading, a sentence and Try again, in the
 * page's language (`host.unavailableHeading`, `host.unavailableText`, `host.tryAgain` of the message catalogue).
 */
export function RemoteUnavailable({ onRetry, className, buttonClassName }: RemoteUnavailableProps) {
  const { t } = useMessages();
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h1 id={titleId}>{t('host.unavailableHeading')}</h1>
      <p>{t('host.unavailableText')}</p>
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {t('host.tryAgain')}
      </button>
    </section>
  );
}

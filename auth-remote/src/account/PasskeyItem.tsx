import { type Passkey } from '@thryve/contract';
import { useMessages } from '@thryve/shared';
import { useEffect, useRef, useState } from 'react';

interface Props {
  passkey: Passkey;
  /** How the screen writes a moment of the API (ISO 8601). */
  formatTime(iso: string): string;
  /** Removes the passkey; resolves true once it is gone. */
  onRemove(passkey: Passkey): Promise<boolean>;
  /** Another action runs: the buttons do nothing meanwhile. */
  busy: boolean;
}

/**
 * One passkey: its name, when it was created and last used, and Remove, which asks to confirm first (a removed
 * passkey cannot be brought back: the device would have to make a new one). Focus goes to Cancel when asked, and
 * back to Remove when cancelled.
 */
export function PasskeyItem({ passkey, formatTime, onRemove, busy }: Props) {
  const { t } = useMessages();
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const created = formatTime(passkey.createdAt);

  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (asked.current) removeRef.current?.focus();
  }, [confirming]);

  function cancel() {
    asked.current = true;
    setConfirming(false);
  }

  async function confirm() {
    if (!(await onRemove(passkey))) setConfirming(false);
  }

  return (
    <li className="thryve-account__passkey">
      <p className="thryve-account__value">{passkey.name}</p>
      <p>{t('account.passkeyCreated', { date: created })}</p>
      <p>
        {t('account.passkeyLastUsed', {
          date: passkey.lastUsedAt ? formatTime(passkey.lastUsedAt) : t('account.passkeyNeverUsed'),
        })}
      </p>
      {confirming ? (
        <div className="thryve-account__confirm">
          <p>{t('account.confirmRemovePasskeyText', { name: passkey.name })}</p>
          <button
            type="button"
            className="thryve-auth__button thryve-auth__button--danger"
            aria-disabled={busy}
            onClick={confirm}
          >
            {t('account.confirmRemovePasskey')}
          </button>
          <button
            ref={cancelRef}
            type="button"
            className="thryve-auth__button thryve-auth__button--secondary"
            onClick={cancel}
          >
            {t('account.cancel')}
          </button>
        </div>
      ) : (
        <button
          ref={removeRef}
          type="button"
          className="thryve-auth__button thryve-auth__button--secondary"
          aria-label={t('account.removePasskeyLabel', { name: passkey.name, date: created })}
          aria-disabled={busy}
          onClick={() => !busy && setConfirming(true)}
        >
          {t('account.removePasskey')}
        </button>
      )}
    </li>
  );
}

import { useMessages, type UserProfileProps } from '@thryve/shared';
import { useRef, useState } from 'react';

import { AccountSection } from './AccountSection';
import { DeleteAccountDialog } from './DeleteAccountDialog';

interface Props extends Pick<UserProfileProps, 'onAccountDelete' | 'onError'> {
  withGoogle: boolean;
  signInPath: string;
}

/** 'Delete account', which opens its confirmation; closing it gives the focus back to the button. */
export function DangerZone({ withGoogle, signInPath, onAccountDelete, onError }: Props) {
  const { t } = useMessages();
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  function close() {
    setConfirming(false);
    opener.current?.focus();
  }

  return (
    <AccountSection heading={t('account.dangerHeading')} danger>
      <p>{t('account.dangerText')}</p>
      <button
        ref={opener}
        type="button"
        className="thryve-auth__button thryve-auth__button--danger"
        aria-expanded={confirming}
        onClick={() => setConfirming(true)}
      >
        {t('account.deleteAccount')}
      </button>
      {confirming && (
        <DeleteAccountDialog
          withGoogle={withGoogle}
          signInPath={signInPath}
          onClose={close}
          onAccountDelete={onAccountDelete}
          onError={onError}
        />
      )}
    </AccountSection>
  );
}

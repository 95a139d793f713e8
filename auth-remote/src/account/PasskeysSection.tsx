import { browserHasPasskeys, useAuth, useErrorCatalogue, useMessages, type UserProfileProps } from '@thryve/shared';
import { useMemo, useRef } from 'react';

import { apiReadFailure } from './accountErrors';
import { AccountSection } from './AccountSection';
import { PasskeyItem } from './PasskeyItem';
import { useSay } from './screenMessage';
import { usePasskeyActions } from './usePasskeyActions';
import { usePasskeyList } from './usePasskeyList';

/**
 * 'Passkeys': the user's passkeys (name, created, last used) with Remove each, and 'Add a passkey' (the browser's
 * prompt). A browser without WebAuthn can still remove passkeys, and is told why it cannot add one. Shown only when
 * the binding has the passkey actions.
 */
export function PasskeysSection({ onError }: Pick<UserProfileProps, 'onError'>) {
  const { listPasskeys } = useAuth();
  return listPasskeys ? <Passkeys onError={onError} /> : null;
}

function Passkeys({ onError }: Pick<UserProfileProps, 'onError'>) {
  const { t, locale } = useMessages();
  const say = useSay();
  const errors = useErrorCatalogue();
  const { state, retry, reload } = usePasskeyList();
  const actions = usePasskeyActions(reload, onError);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const canCreate = actions.canAdd && browserHasPasskeys();
  const times = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  const formatTime = (iso: string) => times.format(new Date(iso));

  async function remove(...args: Parameters<typeof actions.remove>) {
    const removed = await actions.remove(...args);
    // The row and its buttons are gone: focus goes to what was said about it.
    if (removed) noticeRef.current?.focus();
    return removed;
  }

  const { notice } = actions;
  return (
    <AccountSection heading={t('account.passkeysHeading')}>
      <p>{t('account.passkeysText')}</p>
      {state.status === 'loading' && (
        <p className="thryve-auth__notice" role="status">
          {t('account.passkeysLoading')}
        </p>
      )}
      {state.status === 'error' && (
        <div className="thryve-account__failure">
          <p className="thryve-auth__error" role="alert">
            {t('account.passkeysFailed')} {say(apiReadFailure(errors, state.error))}
          </p>
          <button type="button" className="thryve-auth__button thryve-auth__button--secondary" onClick={retry}>
            {t('account.tryAgain')}
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.passkeys.length === 0 ? (
          <p>{t('account.passkeysEmpty')}</p>
        ) : (
          <ul className="thryve-account__passkeys" aria-label={t('account.passkeysHeading')}>
            {state.passkeys.map((passkey) => (
              <PasskeyItem
                key={passkey.id}
                passkey={passkey}
                formatTime={formatTime}
                onRemove={remove}
                busy={actions.running}
              />
            ))}
          </ul>
        ))}
      {notice?.tone === 'alert' && (
        <p className="thryve-auth__error" role="alert">
          {say(notice.message)}
        </p>
      )}
      <p ref={noticeRef} className="thryve-auth__notice" role="status" tabIndex={-1}>
        {notice?.tone === 'status' ? say(notice.message) : ''}
      </p>
      {canCreate ? (
        <button
          type="button"
          className="thryve-auth__button thryve-auth__button--secondary"
          aria-disabled={actions.running}
          onClick={() => void actions.add()}
        >
          {t('account.addPasskey')}
        </button>
      ) : (
        <p>{t('account.passkeysUnsupported')}</p>
      )}
    </AccountSection>
  );
}

import { useMessages, type UserProfileProps } from '@thryve/shared';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

import { errorProps, FieldError } from '../components/FieldError';
import { PasswordInput } from '../components/PasswordInput';
import { useSay } from './screenMessage';
import { useDeleteAccount } from './useDeleteAccount';

interface Props extends Pick<UserProfileProps, 'onAccountDelete' | 'onError'> {
  withGoogle: boolean;
  signInPath: string;
  /** Cancel or Escape: the confirmation closes (the caller gives the focus back). */
  onClose(): void;
}

/**
 * The confirmation of the deletion, shown in place under 'Delete account' (a non-modal dialog): the focus moves
 * into it, Escape or Cancel close it. Asks for the password, or says a Google sign-in will confirm, and for the
 * word shown; the button works once the word matches.
 */
export function DeleteAccountDialog({ withGoogle, signInPath, onClose, onAccountDelete, onError }: Props) {
  const { t } = useMessages();
  const say = useSay();
  const {
    word,
    password,
    setPassword,
    typed,
    setTyped,
    wordMatches,
    passwordError: passwordMessage,
    error,
    deleting,
    passwordRef,
    submit,
  } = useDeleteAccount({ withGoogle, signInPath, onAccountDelete, onError });
  const id = useId();
  const ids = { heading: `${id}heading`, password: `${id}password`, word: `${id}word` };
  const wordRef = useRef<HTMLInputElement>(null);
  const passwordError = say(passwordMessage);

  // Into the dialog as it opens: its first field.
  useEffect(() => {
    (withGoogle ? wordRef : passwordRef).current?.focus();
  }, [withGoogle, passwordRef]);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || deleting) return;
    event.stopPropagation();
    onClose();
  }

  return (
    // Escape closes a dialog (the WAI-ARIA dialog pattern): the keys of the fields inside reach it here.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div className="thryve-account__confirm" role="dialog" aria-labelledby={ids.heading} onKeyDown={closeOnEscape}>
      <h3 id={ids.heading} className="thryve-account__heading">
        {t('account.deleteDialogHeading')}
      </h3>
      <form className="thryve-auth__form" noValidate onSubmit={submit}>
        {withGoogle ? (
          <p>{t('account.deleteGoogleText')}</p>
        ) : (
          <div className="thryve-auth__field">
            <label className="thryve-auth__label" htmlFor={ids.password}>
              {t('account.deletePassword')}
            </label>
            <FieldError id={`${ids.password}-error`} message={passwordError} />
            <PasswordInput
              ref={passwordRef}
              id={ids.password}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              {...errorProps(`${ids.password}-error`, passwordError)}
            />
          </div>
        )}
        <div className="thryve-auth__field">
          <label className="thryve-auth__label" htmlFor={ids.word}>
            {t('account.deleteWordLabel', { word: word })}
          </label>
          <input
            ref={wordRef}
            id={ids.word}
            className="thryve-auth__input"
            name="confirmWord"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        {error && (
          <p className="thryve-auth__error" role="alert">
            {say(error)}
          </p>
        )}
        <p className="thryve-auth__notice" role="status">
          {deleting ? t('account.deleting') : ''}
        </p>
        <div className="thryve-auth__actions">
          <button
            type="button"
            className="thryve-auth__button thryve-auth__button--secondary"
            disabled={deleting}
            onClick={onClose}
          >
            {t('account.cancel')}
          </button>
          <button
            type="submit"
            className="thryve-auth__button thryve-auth__button--danger"
            disabled={!wordMatches || deleting}
          >
            {t(withGoogle ? 'account.confirmDeleteGoogle' : 'account.confirmDelete')}
          </button>
        </div>
      </form>
    </div>
  );
}

import { EN_MESSAGES } from '@thryve/contract';
import { callListener, useAuth, useErrorCatalogue, useMessages, type UserProfileProps } from '@thryve/shared';
import { useRef, useState, type FormEvent } from 'react';

import { shownFailure } from './accountErrors';
import { english, type ScreenMessage } from './screenMessage';

interface Options extends Pick<UserProfileProps, 'onAccountDelete' | 'onError'> {
  /** Google-only accounts prove who they are with a fresh Google sign-in instead of a password. */
  withGoogle: boolean;
  signInPath: string;
}

/**
 * The confirmation of 'Delete account': the word shown must be typed (in the screen's language) before it can be
 * sent, then the password (or a fresh Google sign-in) is checked by Firebase and everything is deleted; the user
 * lands on the sign-in page. A wrong password is told at its field; other failures for the whole confirmation.
 */
export function useDeleteAccount({ withGoogle, signInPath, onAccountDelete, onError }: Options) {
  const { deleteAccount, navigate } = useAuth();
  const errors = useErrorCatalogue();
  const { t } = useMessages();
  const word = t('account.deleteWord');
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [passwordError, setPasswordError] = useState<ScreenMessage | null>(null);
  const [error, setError] = useState<ScreenMessage | null>(null);
  const [deleting, setDeleting] = useState(false);
  const busy = useRef(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const wordMatches = typed.trim() === word;

  function fail(failure: unknown) {
    const reported = errors.accountDeleteFailure(failure);
    if (!reported) return; // a Google popup replaced by a newer one: that attempt goes on
    const { message } = shownFailure(reported);
    if (reported.code === 'auth/wrong-password' && !withGoogle) {
      setPasswordError(message);
      passwordRef.current?.focus();
    } else setError(message);
    callListener('onError', onError, reported);
  }

  // No `await` before deleteAccount: a Google popup must open within the click (as signInWithGoogle).
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || !wordMatches) return;
    setPasswordError(null);
    setError(null);
    if (!withGoogle && !password) {
      setPasswordError(english(EN_MESSAGES['validation.passwordRequired']));
      passwordRef.current?.focus();
      return;
    }
    busy.current = true;
    setDeleting(true);
    deleteAccount(withGoogle ? { google: true } : { password })
      .then(() => {
        callListener('onAccountDelete', onAccountDelete);
        navigate(signInPath, { replace: true });
      }, fail)
      .finally(() => {
        busy.current = false;
        setDeleting(false);
      });
  }

  return {
    word,
    password,
    setPassword,
    typed,
    setTyped,
    wordMatches,
    passwordError,
    error,
    deleting,
    passwordRef,
    submit,
  };
}

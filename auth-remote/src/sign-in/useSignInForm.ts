import { EN_MESSAGES, type SignInErrorField, type SessionUser } from '@thryve/contract';
import {
  browserHasPasskeys,
  callListener,
  failureEvent,
  passkeyAutofillAvailable,
  useAuth,
  type SignInProps,
} from '@thryve/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { useBrowserFact, usePrefilled, useSubmitAskedEarly } from '../components/hydration';

interface SignInValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

type SignInEvents = Pick<SignInProps, 'onSignIn' | 'onError'>;

/**
 * State and handlers of the sign-in form; `target` is where success goes. `events` fire once per attempt, before
 * `navigate` (a submit while one is running is ignored, so a double click signs in, and reports, once).
 */
export function useSignInForm(target: string, events: SignInEvents = {}) {
  const { signIn, signInWithGoogle, signInWithPasskey, resetPassword, navigate } = useAuth();
  const prefilled = usePrefilled<SignInValues>({ email: '', password: '', rememberMe: true });
  const [values, setValues] = useState(prefilled);
  // The prerendered screen shows the passkey button; a browser without WebAuthn drops it once the screen runs.
  const passkeysSupported = useBrowserFact(browserHasPasskeys, true);
  const [error, setError] = useState<{ field: SignInErrorField; message: string } | null>(null);
  const [notice, setNotice] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const busy = useRef(false);
  useSubmitAskedEarly(submitRef);

  // After a failed attempt: to the email field when the credentials are wrong, else back to 'Sign in' to retry.
  useEffect(() => {
    if (!error || submitting) return;
    (error.field === 'email' ? emailRef : submitRef).current?.focus();
  }, [error, submitting]);

  function signedIn(user: SessionUser) {
    callListener('onSignIn', events.onSignIn, user);
    navigate(target, { replace: true });
  }

  // Remember me as it is now: a sign-in from the passkey autofill may complete long after it started.
  const rememberMe = useRef(values.rememberMe);
  useEffect(() => {
    rememberMe.current = values.rememberMe;
  });
  const autofill = useRef<AbortController | null>(null);
  useEffect(() => () => autofill.current?.abort(), []);
  const stopAutofill = () => autofill.current?.abort();

  /** A passkey sign-in: the button's, or the email autofill's (`conditional`, abandoned through `signal`). */
  function passkeySignIn(conditional: boolean, signal?: AbortSignal) {
    signInWithPasskey?.(() => rememberMe.current, { conditional, signal }).then(signedIn, async (failure: unknown) => {
      // Nothing for an abandoned request or a dismissed autofill; a dismissed prompt calmly (status), not as an alert.
      const reported = await failureEvent((errors) => errors.passkeySignInFailure(failure, conditional));
      if (!reported) return;
      if (reported.code === 'passkey/cancelled') setNotice(reported.message);
      else setError({ field: 'form', message: reported.message });
      callListener('onError', events.onError, reported);
    });
  }

  /**
   * Offers passkeys in the email's autofill where the browser can, once, from when the user first turns to the form
   * (their code loads then, not with the page). Another sign-in, or leaving the screen, abandons it.
   */
  function offerPasskeys() {
    if (autofill.current || !signInWithPasskey) return;
    const { signal } = (autofill.current = new AbortController());
    void passkeyAutofillAvailable().then((available) => available && !signal.aborted && passkeySignIn(true, signal));
  }

  function passkey() {
    stopAutofill();
    setError(null);
    setNotice('');
    passkeySignIn(false);
  }

  function setValue<K extends keyof SignInValues>(key: K, value: SignInValues[K]) {
    setValues((previous) => ({ ...previous, [key]: value }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    stopAutofill();
    setError(null);
    setNotice('');
    setSubmitting(true);
    let user;
    try {
      user = await signIn(values.email.trim(), values.password, values.rememberMe);
    } catch (failure) {
      // The screen shows what onError hears: wrong credentials at the email field, anything else for the form.
      const reported = await failureEvent((errors) => errors.signInFailure(failure));
      const field = reported.code === 'sign-in/incorrect-credentials' ? 'email' : 'form';
      setError({ field, message: reported.message });
      callListener('onError', events.onError, reported);
      return;
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
    // Outside the try: a host listener that throws must not turn this success into an error.
    signedIn(user);
  }

  // No `await` before signInWithGoogle: the popup must open within the click. The button is never disabled,
  // so it is usable again at once when the popup is closed or blocked; a second click replaces the popup.
  function google() {
    setError(null);
    stopAutofill();
    signInWithGoogle(values.rememberMe).then(signedIn, async (failure: unknown) => {
      // The spec shows nothing for a failed Google sign-in: it is logged, and the host hears of it by onError.
      // Only when our own code (Firebase) could not load does the screen say so: trying again may work.
      console.error('Thryve: Google sign-in failed', failure);
      const reported = await failureEvent((errors) => errors.googleSignInFailure(failure));
      if (reported?.code === 'auth/unavailable') setError({ field: 'form', message: reported.message });
      if (reported) callListener('onError', events.onError, reported);
    });
  }

  async function forgotPassword() {
    setError(null);
    const email = values.email.trim();
    if (!email) {
      setNotice(EN_MESSAGES['error.resetNeedsEmail']);
      emailRef.current?.focus();
      return;
    }
    try {
      await resetPassword(email);
      setNotice(EN_MESSAGES['error.resetSent']);
    } catch (failure) {
      setNotice('');
      // Unreachable, or the neutral 'Sign in failed': what onError hears is what the form says.
      const reported = await failureEvent((errors) => errors.passwordResetFailure(failure));
      setError({ field: 'form', message: reported.message });
      events.onError?.(reported);
    }
  }

  return {
    ...{ values, setValue, error, notice, submitting, emailRef, submitRef, submit, google, forgotPassword },
    // The passkey button's handler, only where a passkey can be used (WebAuthn, and a binding that has passkeys).
    passkey: signInWithPasskey && passkeysSupported ? passkey : undefined,
    offerPasskeys,
  };
}

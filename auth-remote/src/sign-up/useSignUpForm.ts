import { EN_MESSAGES, type AuthErrorCode, type RegisterPayload } from '@thryve/contract';
import { EMPTY_SIGN_UP_FORM, type SignUpErrors, type SignUpFormValues } from '@thryve/contract/validation';
import { callListener, failureEvent, preloadFirebase, useAuth, type SignUpProps } from '@thryve/shared';
import { useRef, useState, type FormEvent } from 'react';

import { usePrefilled, useSubmitAskedEarly } from '../components/hydration';
import { readPickedPicture } from '../components/pickPicture';
import { useFocusFirstInvalid } from '../components/useFocusFirstInvalid';

// From the shared singleton's catalogue: `SIGN_UP_MESSAGES` of `@thryve/contract/validation` would bundle a second
// copy of the English catalogue into this screen.
const PICTURE_TOO_LARGE = EN_MESSAGES['validation.pictureTooLarge'];

const FIELD_OF_FAILURE: Partial<Record<AuthErrorCode, keyof SignUpErrors>> = {
  'sign-up/email-already-in-use': 'email',
  'sign-up/weak-password': 'password',
};

/**
 * The sign-up rules (the zod schema shared with the API, with zod itself) are not needed to show the form: they load
 * when the user first turns to it (`prepare`), and Create waits for them if they are not there yet. The bundler keeps
 * the loaded chunk and forgets a failed load, so the next Create tries again.
 */
function loadSignUpRules() {
  return import('@thryve/contract/validation').then((rules) => rules.validateSignUpForm);
}

type SignUpEvents = Pick<SignUpProps, 'onSignUp' | 'onError'> & {
  /** The text of an English message as the screen shows it (its localization); default: unchanged. */
  alertText?: (english: string) => string;
};

/**
 * State and handlers of the sign-up form; `target` is where success goes. `events` fire once per Create, before
 * `navigate` (a Create while one is running is ignored). Field checks are no events: the form shows them.
 */
export function useSignUpForm(target: string, events: SignUpEvents = {}) {
  const { signUp, navigate } = useAuth();
  const [values, setValues] = useState(usePrefilled(EMPTY_SIGN_UP_FORM));
  const [pictureTooLarge, setPictureTooLarge] = useState(false);
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  useSubmitAskedEarly(formRef);

  function setValue(key: keyof SignUpFormValues, value: string) {
    setValues((previous) => ({ ...previous, [key]: value }));
  }

  async function pickPicture(file: File, input: HTMLInputElement) {
    const picked = await readPickedPicture(file, input, events.alertText);
    if (!picked) return;
    // A picture of 5 MB or more is not read; its message shows when Create is pressed (spec section 5).
    setPictureTooLarge(picked.tooLarge);
    setValue('profilePicture', picked.dataUrl);
  }

  /** Starts loading the rules and Firebase as soon as the user turns to the form, so that Create rarely waits. */
  function prepare() {
    loadSignUpRules().catch(() => undefined); // a failure is reported by Create, which tries again
    preloadFirebase(); // likewise
  }

  /** Checks the form with the shared rules; null (with the messages shown) when it cannot be sent. */
  async function check(): Promise<RegisterPayload | null> {
    let validateSignUpForm;
    try {
      validateSignUpForm = await loadSignUpRules();
    } catch {
      setErrors({ _form: EN_MESSAGES['error.checksUnavailable'] });
      focusFirstInvalid();
      events.onError?.(await failureEvent((errors) => errors.signUpChecksUnavailable()));
      return null;
    }
    const result = validateSignUpForm(values);
    const found: SignUpErrors = result.ok ? {} : { ...result.errors };
    if (pictureTooLarge) found.profilePicture = PICTURE_TOO_LARGE;
    setErrors(found); // replaces every earlier message: all are cleared before each check
    if (!result.ok || pictureTooLarge) {
      focusFirstInvalid();
      return null;
    }
    return result.payload;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    let user;
    try {
      const payload = await check();
      if (!payload) return;
      setSubmitting(true);
      user = await signUp(payload);
    } catch (failure) {
      // The screen shows what onError hears, at the field it is about (the email taken, the password too weak).
      const reported = await failureEvent((errors) => errors.signUpFailure(failure));
      const field = FIELD_OF_FAILURE[reported.code] ?? '_form';
      setErrors({ [field]: reported.message });
      focusFirstInvalid();
      callListener('onError', events.onError, reported);
      return;
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
    // Outside the try: a host listener that throws must not turn this success into an error.
    callListener('onSignUp', events.onSignUp, user);
    navigate(target, { replace: true });
  }

  return { values, setValue, errors, submitting, formRef, pickPicture, prepare, submit };
}

import { EMPTY_SIGN_UP_FORM, validateSignUpForm } from '@thryve/contract/validation';
import { setPasswordWithCode, useAuth } from '@thryve/shared';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';

import { useHostMessages } from '../../i18n/useHostMessages';
import { EMAIL_ACTION_EN_MESSAGES } from './messages.en';

interface Errors {
  password?: string;
  confirmPassword?: string;
  form?: string;
}

/** Firebase's refusals of the code itself: the link is no good any more. */
const USED_CODE = ['auth/expired-action-code', 'auth/invalid-action-code', 'auth/user-not-found'];

/**
 * The new password (sign-up's rules and messages), set with a reset code, then a sign-in with it: the person who
 * holds the mailbox holds the account. `onDone` goes on once signed in; `onUsedCode` when Firebase refuses the code.
 */
export function SetPasswordForm(props: { code: string; onDone: () => void; onUsedCode: () => void }) {
  const { signIn } = useAuth();
  const { t, text } = useHostMessages(EMAIL_ACTION_EN_MESSAGES, undefined, 'account');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = validateSignUpForm({ ...EMPTY_SIGN_UP_FORM, password, confirmPassword });
    const found: Errors = checked.ok
      ? {}
      : { password: checked.errors.password, confirmPassword: checked.errors.confirmPassword };
    if (found.password || found.confirmPassword) {
      setErrors(found);
      (found.password ? passwordInput : confirmInput).current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const email = await setPasswordWithCode(props.code, password);
      await signIn(email, password, true);
      props.onDone();
    } catch (error) {
      const code = String((error as { code?: unknown } | null)?.code ?? '');
      if (USED_CODE.includes(code)) return props.onUsedCode();
      setErrors(
        code === 'auth/weak-password' ? { password: t('error.weakPassword') } : { form: t('host.emailActionFailed') },
      );
    } finally {
      setBusy(false);
    }
  }

  const field = (name: 'password' | 'confirmPassword', label: string, input: RefObject<HTMLInputElement | null>) => (
    <div className="email-action__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        ref={input}
        type="password"
        autoComplete="new-password"
        value={name === 'password' ? password : confirmPassword}
        onChange={(event) => (name === 'password' ? setPassword : setConfirmPassword)(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} role="alert">
          {text(errors[name])}
        </p>
      )}
    </div>
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {field('password', t('account.newPassword'), passwordInput)}
      {field('confirmPassword', t('account.confirmNewPassword'), confirmInput)}
      {errors.form && <p role="alert">{errors.form}</p>}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('host.setPassword')}
      </button>
    </form>
  );
}

import { safeRedirect, useAuth, type SignInProps } from '@thryve/shared';
import { useId, type MouseEvent } from 'react';

import { AuthCard } from '../components/AuthCard';
import { errorProps, FieldError } from '../components/FieldError';
import { PasswordInput } from '../components/PasswordInput';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useSignInForm } from './useSignInForm';

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The sign-in screen (spec section 2). No client-side validation: the identity provider judges the input. */
export function SignIn({ redirectTo, signUpPath: signUpPathProp, onSignIn, onError }: SignInProps) {
  // Every path a host hands in goes through the one redirect rule: a link's href must not be `javascript:` either.
  const signUpPath = safeRedirect(signUpPathProp) ?? '/signup';
  const { config, navigate } = useAuth();
  useDocumentTitle(`Sign in · ${config.brandName}`);
  const { values, setValue, error, notice, submitting, emailRef, submitRef, submit, google, forgotPassword } =
    useSignInForm(safeRedirect(redirectTo) ?? config.successPath, { onSignIn, onError });
  const emailError = error?.field === 'email' ? error.message : undefined;
  // Ids from React, not fixed strings: a host may show two of these screens on one page.
  const id = useId();
  const ids = { email: `${id}email`, emailError: `${id}email-error`, password: `${id}password` };

  function goToSignUp(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(signUpPath);
  }

  return (
    <AuthCard heading="Sign in" brandName={config.brandName}>
      <form className="thryve-auth__form" noValidate onSubmit={submit}>
        <div className="thryve-auth__field">
          <label className="thryve-auth__label" htmlFor={ids.email}>
            Email
          </label>
          <FieldError id={ids.emailError} message={emailError} />
          <input
            ref={emailRef}
            id={ids.email}
            className="thryve-auth__input"
            type="email"
            name="email"
            autoComplete="username"
            value={values.email}
            onChange={(event) => setValue('email', event.target.value)}
            {...errorProps(ids.emailError, emailError)}
          />
        </div>
        <div className="thryve-auth__field">
          <label className="thryve-auth__label" htmlFor={ids.password}>
            Password
          </label>
          <PasswordInput
            id={ids.password}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => setValue('password', event.target.value)}
          />
        </div>
        <div className="thryve-auth__between">
          <label className="thryve-auth__check">
            <input
              type="checkbox"
              name="rememberMe"
              checked={values.rememberMe}
              onChange={(event) => setValue('rememberMe', event.target.checked)}
            />
            Remember me
          </label>
          <button type="button" className="thryve-auth__link" onClick={forgotPassword}>
            Forgot Password?
          </button>
        </div>
        {error?.field === 'form' && (
          <p className="thryve-auth__error" role="alert">
            {error.message}
          </p>
        )}
        <p className="thryve-auth__notice" role="status">
          {notice}
        </p>
        <button
          ref={submitRef}
          type="submit"
          className="thryve-auth__button thryve-auth__button--primary"
          disabled={submitting}
        >
          Sign in
        </button>
        <button type="button" className="thryve-auth__button thryve-auth__button--secondary" onClick={google}>
          Continue with Google
        </button>
      </form>
      <p className="thryve-auth__footer">
        Don&apos;t have a {config.brandName} account?{' '}
        <a className="thryve-auth__link" href={signUpPath} onClick={goToSignUp}>
          Create new account
        </a>
      </p>
    </AuthCard>
  );
}

export default SignIn;

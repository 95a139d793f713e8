import { safeRedirect } from '@thryve/contract';
import { LocalizationProvider, preloadFirebase, useAuth, useMessages, type SignInProps } from '@thryve/shared';
import { useId, type MouseEvent } from 'react';

import { AuthCard } from '../components/AuthCard';
import { errorProps, FieldError } from '../components/FieldError';
import { useHydrated } from '../components/hydration';
import { PasswordInput } from '../components/PasswordInput';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useSignInForm } from './useSignInForm';

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The sign-in screen (spec section 2). No client-side validation: the identity provider judges the input. */
export function SignIn({
  redirectTo,
  signUpPath: signUpPathProp,
  localization,
  locale,
  appearance,
  documentTitle,
  onSignIn,
  onError,
}: SignInProps) {
  // Every path a host hands in goes through the one redirect rule: a link's href must not be `javascript:` either.
  const signUpPath = safeRedirect(signUpPathProp) ?? '/signup';
  const { config, navigate, sessionRefused } = useAuth();
  const { t, text } = useMessages(localization, locale);
  const brand = { brandName: config.brandName };
  useDocumentTitle(t('signIn.title', brand), documentTitle);
  const form = useSignInForm(safeRedirect(redirectTo) ?? config.successPath, { onSignIn, onError });
  const { values, setValue, error, notice, submitting, emailRef, submitRef, submit, google, forgotPassword } = form;
  // Prerendered HTML submits nothing: 'Sign in' waits, disabled, until the screen runs (a native submission would
  // put the password in the URL). So do the other buttons: a press before then would do nothing.
  const hydrated = useHydrated();
  const emailError = error?.field === 'email' ? text(error.message) : undefined;
  // Ids from React, not fixed strings: a host may show two of these screens on one page.
  const id = useId();
  const ids = { email: `${id}email`, emailError: `${id}email-error`, password: `${id}password` };

  function turnedTo() {
    preloadFirebase();
    form.offerPasskeys();
  }

  function goToSignUp(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(signUpPath);
  }

  return (
    // The screen's own overrides reach its parts (the password toggles) too.
    <LocalizationProvider locale={locale} localization={localization}>
      <AuthCard heading={t('signIn.heading')} brandName={config.brandName} appearance={appearance}>
        {/* Firebase loads when the form is first pointed at or focused (not with the page): by the time the user
            presses a button it is there, and the Google popup can open within the click. The email's autofill
            offers passkeys from then on too. */}
        <form className="thryve-auth__form" noValidate onSubmit={submit} onFocus={turnedTo} onPointerDown={turnedTo}>
          <div className="thryve-auth__field">
            <label className="thryve-auth__label" htmlFor={ids.email}>
              {t('signIn.email')}
            </label>
            <FieldError id={ids.emailError} message={emailError} />
            <input
              ref={emailRef}
              id={ids.email}
              className="thryve-auth__input"
              type="email"
              name="email"
              autoComplete="username webauthn"
              value={values.email}
              onChange={(event) => setValue('email', event.target.value)}
              {...errorProps(ids.emailError, emailError)}
            />
          </div>
          <div className="thryve-auth__field">
            <label className="thryve-auth__label" htmlFor={ids.password}>
              {t('signIn.password')}
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
              {t('signIn.rememberMe')}
            </label>
            <button type="button" className="thryve-auth__link" disabled={!hydrated} onClick={forgotPassword}>
              {t('signIn.forgotPassword')}
            </button>
          </div>
          {error?.field === 'form' && (
            <p className="thryve-auth__error" role="alert">
              {text(error.message)}
            </p>
          )}
          {/* A notice of this form's own (the reset email was sent) first; else why the page was signed out, when the
              API refused its session (ended on another device): the user sees why they are here. */}
          <p className="thryve-auth__notice" role="status">
            {notice ? text(notice) : sessionRefused ? t('signIn.sessionRefused') : null}
          </p>
          <button
            ref={submitRef}
            type="submit"
            className="thryve-auth__button thryve-auth__button--primary"
            disabled={submitting || !hydrated}
          >
            {t('signIn.submit')}
          </button>
          <button
            type="button"
            className="thryve-auth__button thryve-auth__button--secondary"
            disabled={!hydrated}
            onPointerEnter={preloadFirebase}
            onClick={google}
          >
            {t('signIn.google')}
          </button>
          {form.passkey && (
            <button
              type="button"
              className="thryve-auth__button thryve-auth__button--secondary"
              disabled={!hydrated}
              onClick={form.passkey}
            >
              {t('signIn.passkey')}
            </button>
          )}
        </form>
        <p className="thryve-auth__footer">
          {t('signIn.noAccount', brand)}{' '}
          <a className="thryve-auth__link" href={signUpPath} onClick={goToSignUp}>
            {t('signIn.createAccount')}
          </a>
        </p>
      </AuthCard>
    </LocalizationProvider>
  );
}

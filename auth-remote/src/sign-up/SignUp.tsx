import { safeRedirect } from '@thryve/contract';
import type { SignUpFormValues } from '@thryve/contract/validation';
import { LocalizationProvider, useAuth, useMessages, type SignUpProps } from '@thryve/shared';
import { useId } from 'react';

import { AuthCard } from '../components/AuthCard';
import { useHydrated } from '../components/hydration';
import { MeasureFields } from '../components/MeasureFields';
import { NameFields } from '../components/NameFields';
import { PasswordInput } from '../components/PasswordInput';
import { PicturePicker } from '../components/PicturePicker';
import { TextField } from '../components/TextField';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useSignUpForm } from './useSignUpForm';

/** The sign-up screen (spec section 2): checked when Create is pressed, messages above their fields. */
export function SignUp({
  redirectTo,
  backPath: backPathProp,
  localization,
  locale,
  appearance,
  documentTitle,
  onSignUp,
  onError,
}: SignUpProps) {
  const backPath = safeRedirect(backPathProp) ?? '/';
  const { config, navigate } = useAuth();
  const { t, text } = useMessages(localization, locale);
  useDocumentTitle(t('signUp.title', { brandName: config.brandName }), documentTitle);
  // Prerendered HTML submits nothing: Create waits, disabled, until the screen runs.
  const hydrated = useHydrated();
  const { values, setValue, errors, submitting, formRef, pickPicture, prepare, submit } = useSignUpForm(
    safeRedirect(redirectTo) ?? config.successPath,
    { onSignUp, onError, alertText: text },
  );
  const shown = (message: string | undefined) => (message === undefined ? undefined : text(message));
  // Ids from React, not fixed strings: a host may show two of these screens on one page.
  const id = useId();
  const nameErrorId = `${id}name-error`;

  const bind = (key: keyof SignUpFormValues) => ({
    id: `${id}${key}`,
    name: key,
    value: values[key],
    error: shown(errors[key]),
    onChange: (event: { target: { value: string } }) => setValue(key, event.target.value),
  });

  return (
    // The screen's own overrides reach its parts (the password toggles) too.
    <LocalizationProvider locale={locale} localization={localization}>
      <AuthCard heading={t('signUp.heading')} brandName={config.brandName} appearance={appearance} wide>
        <form ref={formRef} className="thryve-auth__form" noValidate onFocus={prepare} onSubmit={submit}>
          <PicturePicker
            preview={values.profilePicture}
            error={shown(errors.profilePicture)}
            onPick={pickPicture}
            buttonLabel={t('signUp.uploadPicture')}
            previewLabel={t('signUp.picturePreview')}
          />
          <NameFields firstName={bind('firstName')} lastName={bind('lastName')} errorId={nameErrorId} />
          <TextField {...bind('email')} label={t('signUp.email')} type="email" autoComplete="email" />
          <TextField {...bind('username')} label={t('signUp.username')} autoComplete="username" />
          <TextField
            {...bind('password')}
            label={t('signUp.password')}
            autoComplete="new-password"
            render={(props) => <PasswordInput {...props} />}
          />
          <TextField
            {...bind('confirmPassword')}
            label={t('signUp.confirmPassword')}
            autoComplete="new-password"
            render={(props) => <PasswordInput {...props} />}
          />
          <MeasureFields birthday={bind('birthday')} height={bind('height')} weight={bind('weight')} />
          {errors._form && (
            <p className="thryve-auth__error" role="alert">
              {text(errors._form)}
            </p>
          )}
          <p className="thryve-auth__notice" role="status">
            {submitting ? t('signUp.creating') : ''}
          </p>
          <div className="thryve-auth__actions">
            <button
              type="button"
              className="thryve-auth__button thryve-auth__button--secondary"
              disabled={!hydrated}
              onClick={() => navigate(backPath)}
            >
              {t('signUp.back')}
            </button>
            <button
              type="submit"
              className="thryve-auth__button thryve-auth__button--primary"
              disabled={submitting || !hydrated}
            >
              {t('signUp.submit')}
            </button>
          </div>
        </form>
      </AuthCard>
    </LocalizationProvider>
  );
}

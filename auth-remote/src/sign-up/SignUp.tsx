import { LocalizationProvider, safeRedirect, useAuth, useMessages, type SignUpProps } from '@thryve/shared';
import { LIMITS, localIsoDate, type SignUpFormValues } from '@thryve/shared/validation';
import { useId } from 'react';

import { AuthCard } from '../components/AuthCard';
import { FieldError } from '../components/FieldError';
import { PasswordInput } from '../components/PasswordInput';
import { TextField } from '../components/TextField';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { PicturePicker } from './PicturePicker';
import { useSignUpForm } from './useSignUpForm';

/** The day before today, as the date picker's `max` (the rule itself is checked on Create). */
function yesterday(): string {
  const date = new Date();
  date.setDate(date.getDate() - 1);
  return localIsoDate(date);
}

/** The sign-up screen (spec section 2): checked when Create is pressed, messages above their fields. */
export function SignUp({
  redirectTo,
  backPath: backPathProp,
  localization,
  locale,
  appearance,
  onSignUp,
  onError,
}: SignUpProps) {
  const backPath = safeRedirect(backPathProp) ?? '/';
  const { config, navigate } = useAuth();
  const { t, text } = useMessages(localization, locale);
  useDocumentTitle(t('signUp.title', { brandName: config.brandName }));
  const { values, setValue, errors, submitting, formRef, pickPicture, prepare, submit } = useSignUpForm(
    safeRedirect(redirectTo) ?? config.successPath,
    { onSignUp, onError, alertText: text },
  );
  const shown = (message: string | undefined) => (message === undefined ? undefined : text(message));
  const nameError = shown(errors.firstName ?? errors.lastName);
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
          <div>
            <FieldError id={nameErrorId} message={nameError} />
            <div className="thryve-auth__row">
              <TextField
                {...bind('firstName')}
                label={t('signUp.firstName')}
                autoComplete="given-name"
                sharedErrorId={nameErrorId}
              />
              <TextField
                {...bind('lastName')}
                label={t('signUp.lastName')}
                autoComplete="family-name"
                sharedErrorId={nameErrorId}
              />
            </div>
          </div>
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
          <div className="thryve-auth__row thryve-auth__row--measures">
            <TextField
              {...bind('birthday')}
              label={t('signUp.birthday')}
              type="date"
              max={yesterday()}
              autoComplete="bday"
            />
            <TextField
              {...bind('height')}
              label={t('signUp.height')}
              type="number"
              inputMode="decimal"
              min={LIMITS.heightMinInches}
              max={LIMITS.heightMaxInches}
              step="any"
            />
            <TextField
              {...bind('weight')}
              label={t('signUp.weight')}
              type="number"
              inputMode="decimal"
              min={LIMITS.weightMinPounds}
              max={LIMITS.weightMaxPounds}
              step="any"
            />
          </div>
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
              onClick={() => navigate(backPath)}
            >
              {t('signUp.back')}
            </button>
            <button type="submit" className="thryve-auth__button thryve-auth__button--primary" disabled={submitting}>
              {t('signUp.submit')}
            </button>
          </div>
        </form>
      </AuthCard>
    </LocalizationProvider>
  );
}

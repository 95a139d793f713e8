import { useAuth, useMessages, type UserProfileProps } from '@thryve/shared';
import { useId, type ComponentProps } from 'react';

import { PasswordInput } from '../components/PasswordInput';
import { TextField } from '../components/TextField';
import { AccountSection } from './AccountSection';
import { useSay } from './screenMessage';
import { usePasswordForm, type PasswordValues } from './usePasswordForm';

/** Whether the user has a password at all (accounts made with Google have only Google's sign-in). */
export function hasPassword(providers: readonly string[] | undefined): boolean {
  return providers?.includes('password') ?? false;
}

const passwordInput: ComponentProps<typeof TextField>['render'] = (props) => <PasswordInput {...props} />;

function PasswordForm({ onError }: Pick<UserProfileProps, 'onError'>) {
  const { t } = useMessages();
  const say = useSay();
  const { values, setValue, errors, changing, changed, formRef, submit } = usePasswordForm({ onError });
  const id = useId();
  const field = (key: keyof PasswordValues, autoComplete: string) => ({
    id: `${id}${key}`,
    name: key,
    value: values[key],
    error: say(errors[key]),
    autoComplete,
    onChange: (event: { target: { value: string } }) => setValue(key, event.target.value),
    render: passwordInput,
  });
  return (
    <form ref={formRef} className="thryve-auth__form" noValidate onSubmit={submit}>
      <TextField {...field('currentPassword', 'current-password')} label={t('account.currentPassword')} />
      <TextField {...field('newPassword', 'new-password')} label={t('account.newPassword')} />
      <TextField {...field('confirmNewPassword', 'new-password')} label={t('account.confirmNewPassword')} />
      {errors.form && (
        <p className="thryve-auth__error" role="alert">
          {say(errors.form)}
        </p>
      )}
      <p className="thryve-auth__notice" role="status">
        {changed ? t('account.passwordChanged') : ''}
      </p>
      <button type="submit" className="thryve-auth__button thryve-auth__button--primary" disabled={changing}>
        {t('account.changePassword')}
      </button>
    </form>
  );
}

/** The password change, or for an account without a password (Google only) a sentence saying so. */
export function PasswordSection({ onError }: Pick<UserProfileProps, 'onError'>) {
  const { t } = useMessages();
  const { user } = useAuth();
  return (
    <AccountSection heading={t('account.passwordHeading')}>
      {hasPassword(user?.providers) ? <PasswordForm onError={onError} /> : <p>{t('account.googleOnly')}</p>}
    </AccountSection>
  );
}

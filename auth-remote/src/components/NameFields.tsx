import { useMessages } from '@thryve/shared';

import { FieldError } from './FieldError';
import { TextField, type BoundField } from './TextField';

/**
 * First and last name side by side, under the one message both share (spec section 5): the sign-up form and the
 * account screen's profile.
 */
export function NameFields({
  firstName,
  lastName,
  errorId,
}: {
  firstName: BoundField;
  lastName: BoundField;
  /** Id of the shared message, which shows the first name's error, else the last name's. */
  errorId: string;
}) {
  const { t } = useMessages();
  return (
    <div>
      <FieldError id={errorId} message={firstName.error ?? lastName.error} />
      <div className="thryve-auth__row">
        <TextField {...firstName} label={t('signUp.firstName')} autoComplete="given-name" sharedErrorId={errorId} />
        <TextField {...lastName} label={t('signUp.lastName')} autoComplete="family-name" sharedErrorId={errorId} />
      </div>
    </div>
  );
}

import { LIMITS, localIsoDate } from '@thryve/contract/validation';
import { useMessages } from '@thryve/shared';

import { TextField, type BoundField } from './TextField';

/** The day before today, as the date picker's `max` (the rule itself is checked when the form is sent). */
function yesterday(): string {
  const date = new Date();
  date.setDate(date.getDate() - 1);
  return localIsoDate(date);
}

/** Birthday, height and weight in one row, with the limits of the shared rules: sign-up and the account screen. */
export function MeasureFields({
  birthday,
  height,
  weight,
}: {
  birthday: BoundField;
  height: BoundField;
  weight: BoundField;
}) {
  const { t } = useMessages();
  return (
    <div className="thryve-auth__row thryve-auth__row--measures">
      <TextField {...birthday} label={t('signUp.birthday')} type="date" max={yesterday()} autoComplete="bday" />
      <TextField
        {...height}
        label={t('signUp.height')}
        type="number"
        inputMode="decimal"
        min={LIMITS.heightMinInches}
        max={LIMITS.heightMaxInches}
        step="any"
      />
      <TextField
        {...weight}
        label={t('signUp.weight')}
        type="number"
        inputMode="decimal"
        min={LIMITS.weightMinPounds}
        max={LIMITS.weightMaxPounds}
        step="any"
      />
    </div>
  );
}

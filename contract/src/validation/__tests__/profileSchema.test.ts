import { SIGN_UP_MESSAGES as M } from '../messages';
import type { ProfileFormValues } from '../profileForm';
import {
  PROFILE_FIELD_ORDER,
  createProfileUpdateSchema,
  validateProfileForm,
  validateProfileUpdatePayload,
} from '../profileSchema';
import { validateSignUpForm } from '../signUpSchema';

const TODAY = '2026-11-22';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAAA';
const values: ProfileFormValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada.l_1-x',
  birthday: '1990-12-10',
  height: '66',
  weight: '150',
};

function errorsOf(changes: Partial<ProfileFormValues>) {
  const result = validateProfileForm({ ...values, ...changes }, TODAY);
  return result.ok ? {} : result.errors;
}

describe('profile edit rules', () => {
  it('turns the form into the payload: numbers, empty inputs as null, the picture left out (kept)', () => {
    expect(validateProfileForm(values, TODAY)).toEqual({
      ok: true,
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        username: 'ada.l_1-x',
        birthday: '1990-12-10',
        height: 66,
        weight: 150,
      },
    });
    const cleared = validateProfileForm({ ...values, birthday: '', height: ' ', weight: '' }, TODAY);
    expect(cleared.ok && cleared.payload).toMatchObject({ birthday: null, height: null, weight: null });
    expect(cleared.ok && 'profilePicture' in cleared.payload).toBe(false);
  });

  it('removes the picture with null and replaces it with a data URL', () => {
    const removed = validateProfileForm({ ...values, profilePicture: null }, TODAY);
    expect(removed.ok && removed.payload.profilePicture).toBeNull();
    const replaced = validateProfileForm({ ...values, profilePicture: PNG }, TODAY);
    expect(replaced.ok && replaced.payload.profilePicture).toBe(PNG);
  });

  it('says which picture the API stores: decoded when replaced, none when kept or removed', () => {
    const body = { firstName: 'Ada', lastName: 'L', username: 'ada' };
    const kept = validateProfileUpdatePayload(body, TODAY);
    expect(kept).toEqual({ ok: true, payload: { ...body, birthday: null, height: null, weight: null }, picture: null });
    const removed = validateProfileUpdatePayload({ ...body, profilePicture: null }, TODAY);
    expect(removed.ok && removed.payload.profilePicture).toBeNull();
    const replaced = validateProfileUpdatePayload({ ...body, profilePicture: PNG }, TODAY);
    expect(replaced.ok && replaced.picture?.contentType).toBe('image/png');
  });

  it("gives the sign-up rules' own messages for the same inputs", () => {
    const signUp = ({ profilePicture, ...changes }: Partial<ProfileFormValues>) => {
      const signUpValues = { ...values, email: 'a@b.co', password: 'secret', confirmPassword: 'secret', ...changes };
      const result = validateSignUpForm({ ...signUpValues, profilePicture: profilePicture ?? '' }, TODAY);
      return result.ok ? {} : result.errors;
    };
    const cases: Partial<ProfileFormValues>[] = [
      { firstName: '' },
      { lastName: 'x'.repeat(101) },
      { firstName: 'A\tB' },
      { username: '' },
      { username: 'ada l' },
      { username: 'x'.repeat(33) },
      { birthday: TODAY },
      { birthday: '2026-02-30' },
      { height: '108.5' },
      { weight: 'abc' },
      { profilePicture: 'data:image/gif;base64,R0lGODlh' },
    ];
    for (const changes of cases) {
      const field = Object.keys(changes)[0] as keyof ProfileFormValues;
      expect(errorsOf(changes)[field]).toBeDefined();
      expect(errorsOf(changes)[field]).toBe(signUp(changes)[field]);
    }
    expect(errorsOf({ birthday: TODAY }).birthday).toBe(M.birthdayNotBeforeToday);
    expect(errorsOf({ height: '-1' }).height).toBe(M.heightOutOfRange);
  });

  it('refuses what an edit may not change, and bodies that are not objects', () => {
    expect(validateProfileUpdatePayload({ ...values, email: 'x@y.z' }, TODAY)).toMatchObject({
      ok: false,
      errors: { email: 'Unknown field' },
    });
    expect(
      validateProfileUpdatePayload({ firstName: 'A', lastName: 'B', username: 'c', password: 'secret1' }, TODAY),
    ).toMatchObject({ ok: false, errors: { password: 'Unknown field' } });
    expect(validateProfileUpdatePayload([], TODAY)).toEqual({ ok: false, errors: { _form: expect.any(String) } });
    expect(validateProfileUpdatePayload(null, TODAY).ok).toBe(false);
  });

  it('moves with the day given', () => {
    const schema = createProfileUpdateSchema('2026-11-23');
    expect(schema.safeParse({ firstName: 'A', lastName: 'B', username: 'c', birthday: TODAY }).success).toBe(true);
    expect(errorsOf({ birthday: TODAY }).birthday).toBe(M.birthdayNotBeforeToday);
  });

  it('orders the fields as the sign-up screen does', () => {
    expect(PROFILE_FIELD_ORDER).toEqual([
      'profilePicture',
      'firstName',
      'lastName',
      'username',
      'birthday',
      'height',
      'weight',
    ]);
  });
});

describe('birthdays of the first centuries', () => {
  it.each(['0050-02-28', '0001-01-01', '0099-12-31', '0004-02-29'])('%s is a real date before today', (birthday) => {
    expect(errorsOf({ birthday }).birthday).toBeUndefined();
  });

  it.each(['0000-01-01', '0050-02-29', '0100-02-29', '0099-13-01'])('%s is no date', (birthday) => {
    expect(errorsOf({ birthday }).birthday).toBe(M.birthdayInvalid);
  });
});

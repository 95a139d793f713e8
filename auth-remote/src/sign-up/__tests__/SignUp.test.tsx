import { screen, waitFor } from '@testing-library/react';
import { AppError, type SessionUser } from '@thryve/contract';
import { localIsoDate } from '@thryve/contract/validation';
import { FAKE_USER } from '@thryve/shared/testing';

import { firebaseError } from '../../test/fakeAuth';
import {
  create,
  fill,
  fakeFile,
  messages,
  pngFile,
  renderSignUp,
  rulesFailToLoad,
  type FieldLabel,
} from './signUpTestKit';

function dayOffset(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localIsoDate(date);
}

type Row = [rule: string, overrides: Partial<Record<FieldLabel, string>>, message: string | null];

// Every row of spec section 5, both sides (null: no message), with the boundaries.
const TABLE: Row[] = [
  ['first name missing', { 'First name': '' }, 'First and last name are required'],
  ['last name missing', { 'Last name': '' }, 'First and last name are required'],
  ['first name blank', { 'First name': '   ' }, 'First and last name are required'],
  ['both names given', { 'First name': 'A', 'Last name': 'B' }, null],
  ['email missing', { Email: '' }, 'Email is required'],
  ['email without @', { Email: 'ada.example.com' }, 'Email is invalid'],
  ['email without domain dot', { Email: 'ada@example' }, 'Email is invalid'],
  ['email with a space', { Email: 'ada lovelace@example.com' }, 'Email is invalid'],
  ['email standard', { Email: 'a.b+c@sub.example.org' }, null],
  ['username missing', { Username: '' }, 'Username is required'],
  ['username with a space', { Username: 'ada l' }, 'Username is invalid'],
  ['username with @', { Username: 'ada@x' }, 'Username is invalid'],
  ['username letters digits . _ -', { Username: 'Ada.9_x-Y' }, null],
  ['password missing', { Password: '', 'Confirm password': '' }, 'Password is required'],
  [
    'password of 5 characters',
    { Password: '12345', 'Confirm password': '12345' },
    'Password must be greater than 6 characters',
  ],
  ['password of exactly 6 characters', { Password: '123456', 'Confirm password': '123456' }, null],
  ['confirmation differs', { 'Confirm password': 'secreT' }, 'Passwords do not match'],
  ['confirmation equal', { Password: 'longer secret', 'Confirm password': 'longer secret' }, null],
  ['birthday today', { Birthday: dayOffset(0) }, 'Birthday must be before today'],
  ['birthday tomorrow', { Birthday: dayOffset(1) }, 'Birthday must be before today'],
  ['birthday yesterday', { Birthday: dayOffset(-1) }, null],
  ['birthday empty (optional)', { Birthday: '' }, null],
  ['height 0', { 'Height (inches)': '0' }, null],
  ['height 108', { 'Height (inches)': '108' }, null],
  ['height 108.1', { 'Height (inches)': '108.1' }, 'Height must be between 0 and 108 inches'],
  ['height -1', { 'Height (inches)': '-1' }, 'Height must be between 0 and 108 inches'],
  ['height empty (optional)', { 'Height (inches)': '' }, null],
  ['weight 0', { 'Weight (pounds)': '0' }, null],
  ['weight 1400', { 'Weight (pounds)': '1400' }, null],
  ['weight 1401', { 'Weight (pounds)': '1401' }, 'Weight must be between 0 and 1400 pounds'],
  ['weight -0.5', { 'Weight (pounds)': '-0.5' }, 'Weight must be between 0 and 1400 pounds'],
  ['weight empty (optional)', { 'Weight (pounds)': '' }, null],
];

describe('SignUp screen: the validation table', () => {
  it.each(TABLE)('%s', async (_rule, overrides, message) => {
    const { user, auth } = renderSignUp();
    await fill(user, overrides);
    await create(user);
    if (message === null) {
      await waitFor(() => expect(auth.signUp).toHaveBeenCalledTimes(1));
      expect(messages()).toEqual([]);
    } else {
      expect(messages()).toEqual([message]);
      expect(auth.signUp).not.toHaveBeenCalled();
    }
  });
});

describe('SignUp screen', () => {
  // A text input keeps a pasted tab and a broken half of an emoji: the shared rules refuse them.
  it("refuses a pasted tab or lone surrogate with the field's message, and sends nothing", async () => {
    const { user, auth } = renderSignUp();
    await fill(user);
    await user.click(screen.getByLabelText('First name'));
    await user.paste('\tBob');
    await user.click(screen.getByLabelText('Username'));
    await user.paste('\ud83d');
    for (const label of ['Password', 'Confirm password']) {
      await user.click(screen.getByLabelText(label));
      await user.paste('\u0000');
    }
    await create(user);
    expect(messages()).toEqual([
      'First and last name must contain only printable characters',
      'Username is invalid',
      'Password must contain only printable characters',
    ]);
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  // Pasted names that show nothing, or that turn the text around where it is displayed: the shared rules refuse them.
  it.each([
    [
      'only zero-width spaces',
      'First name',
      '\u200b\u200b',
      'First and last name must contain only printable characters',
    ],
    [
      'a right-to-left override',
      'Last name',
      '\u202eecalevoL',
      'First and last name must contain only printable characters',
    ],
    ['only a Hangul filler', 'First name', '\u3164', 'First and last name are required'],
  ])("refuses a name of %s with the names' message, and sends nothing", async (_what, label, pasted, message) => {
    const { user, auth } = renderSignUp();
    await fill(user, { [label]: '' });
    await user.click(screen.getByLabelText(label));
    await user.paste(pasted);
    await create(user);
    expect(messages()).toEqual([message]);
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('shows every element of the spec', () => {
    renderSignUp();
    expect(screen.getByRole('img', { name: 'Thryve Health' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByLabelText('Upload profile picture')).toHaveAttribute('accept', 'image/jpeg,image/png');
    for (const label of ['First name', 'Last name', 'Email', 'Username', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Birthday')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Height (inches)')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Weight (pounds)')).toHaveAttribute('type', 'number');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(messages()).toEqual([]);
  });

  it('clears every message before each check, links each to its field and focuses the first invalid one', async () => {
    const { user } = renderSignUp();
    await fill(user, { Email: '', 'Height (inches)': '200' });
    await create(user);
    expect(messages()).toEqual(['Email is required', 'Height must be between 0 and 108 inches']);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveFocus();

    await user.type(email, 'ada@example.com');
    await user.clear(screen.getByLabelText('Height (inches)'));
    await user.clear(screen.getByLabelText('Username'));
    await create(user);
    expect(messages()).toEqual(['Username is required']);
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('shows one names message above both name fields, linked to each missing one', async () => {
    const { user } = renderSignUp();
    await fill(user, { 'First name': '', 'Last name': '' });
    await create(user);
    expect(messages()).toEqual(['First and last name are required']);
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First and last name are required');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('First and last name are required');
    expect(screen.getByLabelText('First name')).toHaveFocus();
  });

  it('sends the whole payload, with the picture as a data URL, then goes to the success route', async () => {
    const { user, auth } = renderSignUp();
    await user.upload(screen.getByLabelText('Upload profile picture'), pngFile());
    const preview = await screen.findByRole('img', { name: 'Profile preview' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    await fill(user, { Birthday: '1990-12-10', 'Height (inches)': '70', 'Weight (pounds)': '150.5' });
    await create(user);
    await waitFor(() => expect(auth.navigate).toHaveBeenCalledWith('/dashboard', { replace: true }));
    expect(auth.signUp).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      username: 'ada.l_1-x',
      password: 'secret',
      confirmPassword: 'secret',
      birthday: '1990-12-10',
      height: 70,
      weight: 150.5,
      profilePicture: preview.getAttribute('src'),
    });
  });

  it.each([
    ['a gif', fakeFile('image/gif', 1000, 'cat.gif')],
    ['a pdf', fakeFile('application/pdf', 1000, 'cv.pdf')],
  ])('alerts "Invalid file" for %s and does not keep it', async (_kind, file) => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user, auth } = renderSignUp();
    const input = screen.getByLabelText<HTMLInputElement>('Upload profile picture');
    await user.upload(input, file);
    expect(alert).toHaveBeenCalledWith('Invalid file');
    expect(input.value).toBe('');
    expect(screen.queryByRole('img', { name: 'Profile preview' })).not.toBeInTheDocument();
    await fill(user);
    await create(user);
    await waitFor(() => expect(auth.signUp).toHaveBeenCalledWith(expect.objectContaining({ profilePicture: null })));
    alert.mockRestore();
  });

  it('accepts a jpeg just under 5 MB and refuses one of 5 MB on Create', async () => {
    const { user, auth } = renderSignUp();
    const input = screen.getByLabelText('Upload profile picture');
    await user.upload(input, fakeFile('image/png', 5 * 1024 * 1024, 'big.png'));
    await fill(user);
    await create(user);
    expect(messages()).toEqual(['Picture file size must be less than 5 MB']);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(auth.signUp).not.toHaveBeenCalled();

    const jpeg = fakeFile('image/jpeg', 5 * 1024 * 1024 - 1, 'me.jpg', [0xff, 0xd8, 0xff, 0xe0]);
    await user.upload(input, jpeg);
    await screen.findByRole('img', { name: 'Profile preview' });
    await create(user);
    expect(messages()).toEqual([]);
    await waitFor(() => expect(auth.signUp).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['auth/email-already-in-use', 'Email already in use', 'Email'],
    ['auth/weak-password', 'Password is too weak', 'Password'],
  ])('shows %s as "%s" at its field', async (code, message, label) => {
    const onError = jest.fn();
    const { user, auth } = renderSignUp({ signUp: jest.fn().mockRejectedValue(firebaseError(code)) }, { onError });
    await fill(user);
    await create(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({ code: expect.stringMatching(/^sign-up\//), message });
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(auth.navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['a backend failure', Object.assign(new Error('Registration failed'), { code: 'registration/failed' })],
    ['a network error', firebaseError('auth/network-request-failed')],
    ['anything else', new Error('boom')],
  ])('shows %s as "An unknown error occurred"', async (_kind, error) => {
    const { user } = renderSignUp({ signUp: jest.fn().mockRejectedValue(error) });
    await fill(user);
    await create(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred');
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it('says so when the sign-in code (Firebase, loaded on demand) cannot load, and keeps every value', async () => {
    const MESSAGE = 'We could not reach the sign-in service. Check your connection, then try again.';
    const failure = new AppError('auth/unavailable', 'Thryve: the sign-in code (Firebase) could not be loaded');
    const onError = jest.fn();
    const { user } = renderSignUp({ signUp: jest.fn().mockRejectedValue(failure) }, { onError });
    await fill(user);
    const typed = screen.getByLabelText('Email');
    const before = (typed as HTMLInputElement).value;
    await create(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(onError).toHaveBeenCalledWith({ code: 'auth/unavailable', message: MESSAGE });
    expect(typed).toHaveValue(before);
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it('says so when the rules cannot be loaded, keeps every value, and checks on the next Create', async () => {
    const rulesBack = rulesFailToLoad();
    const signUp = jest.fn().mockResolvedValue(undefined);
    const onError = jest.fn();
    const { user } = renderSignUp({ signUp }, { onError });
    await fill(user, { Email: 'not an email' });
    await create(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your details could not be checked. Check your connection, then choose Create again.',
    );
    expect(onError).toHaveBeenCalledWith({
      code: 'sign-up/checks-unavailable',
      message: 'Your details could not be checked. Check your connection, then choose Create again.',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('not an email');
    expect(signUp).not.toHaveBeenCalled();

    rulesBack();
    await create(user);
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(screen.queryByText(/could not be checked/)).not.toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1); // a field message is the form's own: no event
  });

  it('disables Create while creating, so a double click creates one account', async () => {
    let finish: () => void = () => undefined;
    const signUp = jest.fn(() => new Promise<SessionUser>((resolve) => (finish = () => resolve(FAKE_USER))));
    const onSignUp = jest.fn();
    const { user, auth } = renderSignUp({ signUp }, { onSignUp });
    await fill(user);
    await user.dblClick(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Creating your account…');
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled());
    expect(signUp).toHaveBeenCalledTimes(1);
    // One account, one event, fired before the screen navigates.
    expect(onSignUp).toHaveBeenCalledTimes(1);
    expect(onSignUp).toHaveBeenCalledWith(FAKE_USER);
    expect(onSignUp.mock.invocationCallOrder[0]).toBeLessThan(jest.mocked(auth.navigate).mock.invocationCallOrder[0]);
  });

  it('goes Back to "/" by default, or to backPath', async () => {
    const first = renderSignUp();
    await first.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(first.auth.navigate).toHaveBeenCalledWith('/');
    first.unmount();
    const second = renderSignUp({}, { backPath: '/signin' });
    await second.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(second.auth.navigate).toHaveBeenCalledWith('/signin');
    second.unmount();
    const third = renderSignUp({}, { backPath: '/\t/evil.example' });
    await third.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(third.auth.navigate).toHaveBeenCalledWith('/');
  });

  it('has show/hide toggles for both password fields', async () => {
    const { user } = renderSignUp();
    const [showPassword, showConfirm] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(showConfirm);
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(showPassword);
    expect(screen.getAllByRole('button', { name: 'Hide password' })).toHaveLength(2);
  });
});

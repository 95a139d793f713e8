import { act, fireEvent, screen } from '@testing-library/react';
import { AppError, EN_MESSAGES, type MessageId } from '@thryve/contract';
import { checkPseudoLocale, pseudoLocalization } from '@thryve/shared/testing';

import { webAuthnError, withWebAuthn } from '../../sign-in/__tests__/webAuthnKit';
import { SignIn } from '../../sign-in/SignIn';
import { fakeFile, pngFile, rulesFailToLoad } from '../../sign-up/__tests__/signUpTestKit';
import { SignUp } from '../../sign-up/SignUp';
import { ACCOUNT_ERROR_IDS } from '../../test/accountErrorIds';
import { firebaseError, renderWithAuth } from '../../test/fakeAuth';

// Every text of the remote's screens, in every state, comes from the catalogue: with each message marked
// (⟦id|…⟧ through `localization`), a string typed into a component instead would show unmarked and fail here.
jest.setTimeout(60_000); // whole forms, several states: slow on a busy machine

const PSEUDO = pseudoLocalization();
const BRAND = 'Thryve Health';
const seen = new Set<MessageId>();

/** What the user typed: theirs, shown as it is. */
const TYPED = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada_l',
  password: 'secret-1',
};

function expectOnlyCatalogue(allowed: string[] = []) {
  const { foreign, seen: here } = checkPseudoLocale(document.body, [BRAND, ...allowed]);
  expect(foreign).toEqual([]);
  here.forEach((id) => seen.add(id));
}

const field = (id: MessageId) => screen.getByLabelText(PSEUDO[id]);
const button = (id: MessageId) => screen.getByRole('button', { name: PSEUDO[id] });
const change = (id: MessageId, value: string) => fireEvent.change(field(id), { target: { value } });

async function flush() {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}

afterAll(() => {
  // The states above showed every message a screen can show. Not on screen: the Google ones (onError only), a
  // taken username and an impossible birthday (only the API says those: a date input gives a real date or ''), and
  // the failures of the account screen's actions (its own pseudo-locale test shows them).
  const shown = (Object.keys(EN_MESSAGES) as (keyof typeof EN_MESSAGES)[]).filter(
    (id) =>
      /^(signIn|signUp|password|validation|error)\./.test(id) &&
      !/^error\.google|validation\.(usernameTaken|birthdayInvalid)/.test(id) &&
      !ACCOUNT_ERROR_IDS.includes(id),
  );
  expect(shown.filter((id) => !seen.has(id))).toEqual([]);
});

describe('pseudo-locale: the sign-in screen', () => {
  it('shows only catalogue texts at rest, with the password shown, and after each failure', async () => {
    const signIn = jest
      .fn()
      .mockRejectedValueOnce(firebaseError('auth/invalid-credential'))
      .mockRejectedValueOnce(firebaseError('auth/network-request-failed'))
      .mockRejectedValueOnce(new AppError('auth/unavailable', 'Firebase could not be loaded'));
    const resetPassword = jest.fn().mockResolvedValueOnce(undefined);
    renderWithAuth(<SignIn localization={PSEUDO} documentTitle />, { signIn, resetPassword });
    expectOnlyCatalogue();

    fireEvent.click(button('signIn.forgotPassword'));
    await flush();
    expectOnlyCatalogue(); // 'enter your email first'

    change('signIn.email', TYPED.email);
    change('signIn.password', TYPED.password);
    fireEvent.click(screen.getByRole('button', { name: PSEUDO['password.showLabel'] }));
    expectOnlyCatalogue([TYPED.email]);

    fireEvent.click(button('signIn.forgotPassword'));
    await flush();
    expectOnlyCatalogue([TYPED.email]); // the neutral 'we sent a link'

    fireEvent.click(button('signIn.submit'));
    await flush();
    expect(screen.getByText(PSEUDO['error.incorrectCredentials'])).toBeInTheDocument();
    expectOnlyCatalogue([TYPED.email]);

    fireEvent.click(button('signIn.submit'));
    await flush();
    expect(screen.getByText(PSEUDO['error.signInFailed'])).toBeInTheDocument();
    expectOnlyCatalogue([TYPED.email]);

    fireEvent.click(button('signIn.submit')); // Firebase (loaded on demand) could not be loaded
    await flush();
    expect(screen.getByText(PSEUDO['error.authUnavailable'])).toBeInTheDocument();
    expectOnlyCatalogue([TYPED.email]);
  });

  describe('with passkeys', () => {
    withWebAuthn();

    it('shows only catalogue texts with the passkey button, and after a cancelled or impossible passkey sign-in', async () => {
      const signInWithPasskey = jest
        .fn()
        .mockRejectedValueOnce(webAuthnError('NotAllowedError'))
        .mockRejectedValueOnce(webAuthnError('NotSupportedError'));
      renderWithAuth(<SignIn localization={PSEUDO} />, { signInWithPasskey });
      expectOnlyCatalogue();

      for (const id of ['error.passkeyCancelled', 'error.passkeyUnavailable'] as const) {
        fireEvent.click(button('signIn.passkey'));
        await flush();
        expect(screen.getByText(PSEUDO[id])).toBeInTheDocument();
        expectOnlyCatalogue();
      }
    });
  });

  it('shows only catalogue texts when the API ended the session', () => {
    renderWithAuth(<SignIn localization={PSEUDO} />, { sessionRefused: true });
    expect(screen.getByRole('status')).toHaveTextContent(PSEUDO['signIn.sessionRefused']);
    expectOnlyCatalogue();
  });
});

describe('pseudo-locale: the sign-up screen', () => {
  it('shows only catalogue texts with every rule failing, in turn', async () => {
    renderWithAuth(<SignUp localization={PSEUDO} documentTitle />);
    expectOnlyCatalogue();

    fireEvent.click(button('signUp.submit')); // all required fields empty
    await flush();
    expect(screen.getByText(PSEUDO['validation.emailRequired'])).toBeInTheDocument();
    expectOnlyCatalogue();

    const invalid = { email: 'not-an-email', username: 'no spaces', password: '12345', other: '54321' };
    change('signUp.firstName', TYPED.firstName);
    change('signUp.email', invalid.email);
    change('signUp.username', invalid.username);
    change('signUp.password', invalid.password);
    change('signUp.confirmPassword', invalid.other);
    change('signUp.birthday', '2999-01-01');
    change('signUp.height', '109');
    change('signUp.weight', '1401');
    const picture = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    fireEvent.change(picture, { target: { files: [fakeFile('image/png', 5 * 1024 * 1024)] } });
    fireEvent.click(button('signUp.submit'));
    await flush();
    expect(screen.getByText(PSEUDO['validation.weightOutOfRange'])).toBeInTheDocument();
    expectOnlyCatalogue([TYPED.firstName, ...Object.values(invalid)]);

    const long = { name: 'a'.repeat(101), email: `${'e'.repeat(250)}@x.io`, username: 'u'.repeat(33) };
    change('signUp.firstName', long.name);
    change('signUp.lastName', `Love\u0007lace`);
    change('signUp.email', long.email);
    change('signUp.username', long.username);
    change('signUp.password', 'p'.repeat(129));
    fireEvent.click(button('signUp.submit'));
    await flush();
    expect(screen.getByText(PSEUDO['validation.emailTooLong'])).toBeInTheDocument();
    expectOnlyCatalogue(Object.values(long));

    change('signUp.firstName', TYPED.firstName); // the last name keeps its control character
    change('signUp.password', `pass\u0007word`);
    fireEvent.click(button('signUp.submit'));
    await flush();
    expect(screen.getByText(PSEUDO['validation.passwordInvalid'])).toBeInTheDocument();
    expect(screen.getByText(PSEUDO['validation.nameInvalid'])).toBeInTheDocument();
    expectOnlyCatalogue([TYPED.firstName, long.email, long.username]);
  });

  it('shows only catalogue texts for each error of the catalogue, while creating, and in the invalid-file alert', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    let finish: (error: Error) => void = () => undefined;
    const signUp = jest
      .fn()
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (finish = reject)))
      .mockRejectedValueOnce(firebaseError('auth/weak-password'))
      .mockRejectedValueOnce(new Error('Request failed with status code 500'));
    const rulesBack = rulesFailToLoad();
    renderWithAuth(<SignUp localization={PSEUDO} documentTitle />, { signUp });

    const picture = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    fireEvent.change(picture, { target: { files: [fakeFile('image/gif', 10)] } });
    expect(alert).toHaveBeenCalledWith(PSEUDO['validation.pictureInvalidType']);
    seen.add('validation.pictureInvalidType');

    fireEvent.change(picture, { target: { files: [pngFile()] } });
    await screen.findByAltText(PSEUDO['signUp.picturePreview']);

    const values = { ...TYPED, confirmPassword: TYPED.password };
    for (const [key, value] of Object.entries(values)) change(`signUp.${key}` as MessageId, value);
    fireEvent.click(button('signUp.submit')); // the rules cannot load
    await flush();
    rulesBack();
    expect(screen.getByText(PSEUDO['error.checksUnavailable'])).toBeInTheDocument();
    expectOnlyCatalogue(Object.values(values));

    fireEvent.click(button('signUp.submit')); // creating…
    await flush();
    expect(screen.getByText(PSEUDO['signUp.creating'])).toBeInTheDocument();
    expectOnlyCatalogue(Object.values(values));
    await act(async () => finish(firebaseError('auth/email-already-in-use')));
    await flush();
    expect(screen.getByText(PSEUDO['error.emailAlreadyInUse'])).toBeInTheDocument();
    expectOnlyCatalogue(Object.values(values));

    for (const id of ['error.weakPassword', 'error.signUpFailed'] as const) {
      fireEvent.click(button('signUp.submit'));
      await flush();
      expect(screen.getByText(PSEUDO[id])).toBeInTheDocument();
      expectOnlyCatalogue(Object.values(values));
    }
    alert.mockRestore();
  });
});

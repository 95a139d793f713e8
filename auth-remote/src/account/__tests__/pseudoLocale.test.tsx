import { screen, waitFor, within } from '@testing-library/react';
import { AppError, type MessageId } from '@thryve/shared';
import { checkPseudoLocale, pseudoLocalization } from '@thryve/shared/testing';

import { ACCOUNT_ERROR_IDS } from '../../test/accountErrorIds';
import { ADA_PROFILE, firebaseError } from '../../test/fakeAuth';
import { renderAccount, withFakeApi } from './accountTestKit';

// Every text of the account screen comes from the catalogue: with each message marked (⟦id|…⟧ through
// `localization`), a string typed into a component instead would show unmarked and fail here.
withFakeApi();

// The word to type is filled into its label's marked text: a plain word here, so the label is one marked text.
const WORD = 'WORD';
const PSEUDO = { ...pseudoLocalization(), 'account.deleteWord': WORD };
const seen = new Set<MessageId>();
/** What is not ours to translate: the brand, the user's data, the time Intl writes. */
const DATA = ['Thryve Health', ADA_PROFILE.email, 'PM', 'AM', WORD];

function expectOnlyCatalogue() {
  const { foreign, seen: here } = checkPseudoLocale(document.body, DATA);
  expect(foreign).toEqual([]);
  here.forEach((id) => seen.add(id));
}

const button = (id: MessageId) => screen.getByRole('button', { name: PSEUDO[id] });

afterAll(() => {
  // Shown by the states above: every account text but those of states tested elsewhere in English (a failed load,
  // signed out, waiting for the session, still unverified, the Google-only variants, deleting, a download).
  const notHere = [
    'account.loading',
    'account.signedOut',
    'account.signIn',
    'account.profileFailed',
    'account.tryAgain',
    'account.saving',
    'account.stillNotVerified',
    'account.googleOnly',
    'account.deleteGoogleText',
    'account.confirmDeleteGoogle',
    'account.deleting',
    'account.downloaded',
    'account.emailVerified',
    'account.deleteWord', // WORD above
  ];
  // Every id of the catalogue, the account part (loaded with the screen) included.
  const ids = (Object.keys(pseudoLocalization()) as MessageId[]).filter((id) => id.startsWith('account.'));
  expect(ids.filter((id) => !seen.has(id) && !notHere.includes(id))).toEqual([]);
  // Each failure of an action, but a cancelled Google sign-in (the Google-only test shows it) and too many requests
  // (the email section's test shows it).
  const elsewhere = ['error.googleCancelled', 'error.tooManyRequests'];
  expect(ACCOUNT_ERROR_IDS.filter((id) => !seen.has(id) && !elsewhere.includes(id))).toEqual([]);
});

describe('pseudo-locale: the account screen', () => {
  it('shows only catalogue texts at rest, after a save, a sent email, a wrong password and in the confirmation', async () => {
    const changePassword = jest.fn().mockRejectedValueOnce(firebaseError('auth/wrong-password'));
    const { user } = renderAccount({
      user: { emailVerified: false },
      auth: { changePassword },
      props: { localization: PSEUDO, documentTitle: true },
    });
    expectOnlyCatalogue(); // loading the profile
    await screen.findByLabelText(PSEUDO['signUp.firstName']);
    await screen.findByRole('img', { name: PSEUDO['account.picture'] });
    expectOnlyCatalogue();

    await user.click(button('account.save'));
    await screen.findByText(PSEUDO['account.saved']);
    await user.click(button('account.sendVerification'));
    await screen.findByText(/account\.verificationSent/);
    await user.type(screen.getByLabelText(PSEUDO['account.currentPassword']), 'x');
    await user.type(screen.getByLabelText(PSEUDO['account.newPassword']), 'new-secret');
    await user.type(screen.getByLabelText(PSEUDO['account.confirmNewPassword']), 'new-secret');
    await user.click(button('account.changePassword'));
    await waitFor(() => expect(screen.getByText(PSEUDO['error.wrongPassword'])).toBeInTheDocument());
    expectOnlyCatalogue();
    await user.click(button('account.changePassword'));
    await screen.findByText(PSEUDO['account.passwordChanged']);
    await user.click(button('account.deleteAccount'));
    const dialog = screen.getByRole('dialog', { name: PSEUDO['account.deleteDialogHeading'] });
    expect(
      within(dialog).getByLabelText(PSEUDO['account.deleteWordLabel'].replace('{word}', WORD)),
    ).toBeInTheDocument();
    expectOnlyCatalogue();

    await user.click(within(dialog).getByRole('button', { name: PSEUDO['account.confirmDelete'] }));
    await user.click(button('account.removePicture'));
    await user.click(screen.getByRole('button', { name: PSEUDO['account.signOutEverywhere'] }));
    expectOnlyCatalogue();
  });

  it('shows only catalogue texts when each action fails', async () => {
    const failing = () => jest.fn().mockRejectedValue(new Error('failed'));
    const signedOut = new AppError('auth/not-signed-in', 'signed out');
    const { user } = renderAccount({
      user: { emailVerified: false },
      auth: {
        updateProfile: jest.fn().mockRejectedValueOnce(new Error('failed')).mockRejectedValueOnce(signedOut),
        sendVerificationEmail: failing(),
        refreshUser: failing(),
        changePassword: failing(),
        signOutEverywhere: failing(),
        deleteAccount: jest
          .fn()
          .mockRejectedValueOnce(new Error('failed'))
          .mockRejectedValueOnce(firebaseError('auth/user-mismatch')),
      },
      props: { localization: PSEUDO, documentTitle: true },
    });
    await screen.findByLabelText(PSEUDO['signUp.firstName']);
    const expectShown = async (id: MessageId) => {
      expect(await screen.findByText(PSEUDO[id])).toBeInTheDocument();
      expectOnlyCatalogue();
    };

    await user.click(button('account.save'));
    await expectShown('error.profileUpdateFailed');
    await user.click(button('account.save'));
    await expectShown('error.notSignedIn');
    await user.click(button('account.sendVerification'));
    await expectShown('error.verificationFailed');
    await user.click(button('account.checkVerification'));
    await expectShown('error.userRefreshFailed');
    await user.type(screen.getByLabelText(PSEUDO['account.currentPassword']), 'old-secret');
    await user.type(screen.getByLabelText(PSEUDO['account.newPassword']), 'new-secret');
    await user.type(screen.getByLabelText(PSEUDO['account.confirmNewPassword']), 'new-secret');
    await user.click(button('account.changePassword'));
    await expectShown('error.passwordChangeFailed');
    await user.click(screen.getByRole('button', { name: PSEUDO['account.signOutEverywhere'] }));
    await expectShown('error.signOutEverywhereFailed');
    await user.click(button('account.deleteAccount'));
    const dialog = screen.getByRole('dialog', { name: PSEUDO['account.deleteDialogHeading'] });
    await user.type(within(dialog).getByLabelText(PSEUDO['account.deletePassword']), 'secret');
    await user.type(within(dialog).getByLabelText(PSEUDO['account.deleteWordLabel'].replace('{word}', WORD)), WORD);
    await user.click(within(dialog).getByRole('button', { name: PSEUDO['account.confirmDelete'] }));
    await expectShown('error.accountDeleteFailed');
    await user.click(within(dialog).getByRole('button', { name: PSEUDO['account.confirmDelete'] }));
    await expectShown('error.userMismatch');
  });
});

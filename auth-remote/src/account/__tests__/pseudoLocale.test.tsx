import { screen, waitFor, within } from '@testing-library/react';
import { AppError, type MessageId } from '@thryve/contract';
import { checkPseudoLocale, pseudoLocalization } from '@thryve/shared/testing';

import { apiError, webAuthnError, withWebAuthn } from '../../sign-in/__tests__/webAuthnKit';
import { ACCOUNT_ERROR_IDS } from '../../test/accountErrorIds';
import { ADA_PROFILE, firebaseError } from '../../test/fakeAuth';
import { api, renderAccount, withFakeApi } from './accountTestKit';

// Every text of the account screen comes from the catalogue: with each message marked (⟦id|…⟧ through
// `localization`), a string typed into a component instead would show unmarked and fail here.
withFakeApi();

// The word to type is filled into its label's marked text: a plain word here, so the label is one marked text.
const WORD = 'WORD';
const PSEUDO: Record<MessageId, string> = { ...pseudoLocalization(), 'account.deleteWord': WORD };
const seen = new Set<MessageId>();
/** What is not ours to translate: the brand, the user's data, the time Intl writes. */
const PASSKEY = { id: 'pk-1', name: 'Safari on iOS', createdAt: '2026-02-01T10:00:00.000Z', lastUsedAt: null };
const DATA = ['Thryve Health', ADA_PROFILE.email, 'PM', 'AM', WORD, PASSKEY.name];

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
    // The words of a new passkey's name, given to addPasskey (PasskeysSection.test, in English and Spanish).
    'account.passkeyDeviceName',
    'account.passkeyUnknownBrowser',
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

  it('shows only catalogue texts while a user without a profile completes it, and once it is complete', async () => {
    api.notRegistered = true;
    const { user } = renderAccount({ props: { localization: PSEUDO } });
    await user.click(
      await screen.findByRole('button', { name: PSEUDO['account.completeProfile'] }, { timeout: 5_000 }),
    );
    await screen.findByText(PSEUDO['validation.nameRequired']);
    expectOnlyCatalogue();
    await user.type(screen.getByLabelText(PSEUDO['signUp.firstName']), 'Olivia');
    await user.type(screen.getByLabelText(PSEUDO['signUp.lastName']), 'Owner');
    await user.type(screen.getByLabelText(PSEUDO['signUp.username']), 'olivia');
    await user.click(button('account.completeProfile'));
    await screen.findByText(PSEUDO['account.profileCompleted']);
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

  describe('the passkeys', () => {
    withWebAuthn();

    it('shows only catalogue texts while loading, listed, confirming, after each outcome and each failure', async () => {
      const passkeys = [PASSKEY, { ...PASSKEY, id: 'pk-2', lastUsedAt: '2026-02-02T10:00:00.000Z' }];
      const listPasskeys = jest
        .fn()
        .mockRejectedValueOnce(apiError(503, 'unavailable'))
        .mockImplementation(async () => passkeys);
      const addPasskey = jest
        .fn()
        .mockResolvedValue(PASSKEY)
        .mockResolvedValueOnce(PASSKEY)
        .mockRejectedValueOnce(webAuthnError('NotAllowedError'))
        .mockRejectedValueOnce(webAuthnError('InvalidStateError'))
        .mockRejectedValueOnce(apiError(500, 'internal'));
      const removePasskey = jest.fn().mockRejectedValueOnce(apiError(500, 'internal')).mockResolvedValue(undefined);
      const { user } = renderAccount({
        auth: { listPasskeys, addPasskey, removePasskey },
        props: { localization: PSEUDO },
      });
      const region = () => screen.getByRole('region', { name: PSEUDO['account.passkeysHeading'] });
      expectOnlyCatalogue(); // loading
      await within(region()).findByText(new RegExp(`${PSEUDO['account.passkeysFailed']}`.replace(/[|.]/g, '\\$&')));
      expectOnlyCatalogue();
      await user.click(within(region()).getByRole('button', { name: PSEUDO['account.tryAgain'] }));
      await within(region()).findAllByRole('listitem');
      expectOnlyCatalogue();

      for (const id of [
        'account.passkeyAdded',
        'account.passkeyAddCancelled',
        'account.passkeyAlreadyRegistered',
        'account.passkeyAddFailed',
      ] as const) {
        await user.click(within(region()).getByRole('button', { name: PSEUDO['account.addPasskey'] }));
        await within(region()).findByText(new RegExp(id.replace('.', '\\.')));
        expectOnlyCatalogue();
      }

      const remove = () => within(region()).getAllByRole('button', { name: /account\.removePasskeyLabel/ })[0];
      await user.click(remove());
      expectOnlyCatalogue(); // the confirmation
      await user.click(within(region()).getByRole('button', { name: PSEUDO['account.confirmRemovePasskey'] }));
      await within(region()).findByText(PSEUDO['account.passkeyRemoveFailed']);
      expectOnlyCatalogue();
      await user.click(remove());
      await user.click(within(region()).getByRole('button', { name: PSEUDO['account.confirmRemovePasskey'] }));
      await within(region()).findByText(new RegExp('account\\.passkeyRemoved'));
      expectOnlyCatalogue();

      passkeys.length = 0;
      await user.click(within(region()).getByRole('button', { name: PSEUDO['account.addPasskey'] }));
      await within(region()).findByText(PSEUDO['account.passkeysEmpty']);
      expectOnlyCatalogue();
    });
  });

  it('shows only catalogue texts in the passkey section of a browser without WebAuthn', async () => {
    renderAccount({ auth: { listPasskeys: jest.fn(async () => [PASSKEY]) }, props: { localization: PSEUDO } });
    await screen.findByText(PSEUDO['account.passkeysUnsupported']);
    expectOnlyCatalogue();
  });
});

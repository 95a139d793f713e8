import { type AuthErrorEvent, type Passkey } from '@thryve/contract';
import {
  callListener,
  defaultPasskeyName,
  useAuth,
  useErrorCatalogue,
  useMessages,
  type UserProfileProps,
} from '@thryve/shared';
import { useRef, useState } from 'react';

import { passkeyFailureNotice, type PasskeyNotice } from './passkeyMessages';

/**
 * Adding and removing passkeys: one at a time (a click while one runs does nothing), the outcome said once (status
 * or alert) and a failure reported to `onError` once; `onChanged` after success (the list is read again).
 */
export function usePasskeyActions(onChanged: () => void, onError: UserProfileProps['onError']) {
  const { addPasskey, removePasskey } = useAuth();
  const errors = useErrorCatalogue();
  const { t } = useMessages();
  const [notice, setNotice] = useState<PasskeyNotice | null>(null);
  const [running, setRunning] = useState(false);
  const busy = useRef(false);
  const nameOfThisDevice = () =>
    defaultPasskeyName(undefined, {
      unknownBrowser: t('account.passkeyUnknownBrowser'),
      deviceName: (browser, system) => t('account.passkeyDeviceName', { browser, system }),
    });

  async function run<T>(
    action: () => Promise<T>,
    explain: (failure: unknown) => AuthErrorEvent | null,
    done: (result: T) => PasskeyNotice,
  ): Promise<boolean> {
    if (busy.current) return false;
    busy.current = true;
    setRunning(true);
    setNotice(null);
    let result: T;
    try {
      result = await action();
    } catch (failure) {
      const event = explain(failure);
      if (event) {
        setNotice(passkeyFailureNotice(errors, event));
        callListener('onError', onError, event);
      }
      return false;
    } finally {
      busy.current = false;
      setRunning(false);
    }
    setNotice(done(result));
    onChanged();
    return true;
  }

  return {
    notice,
    running,
    canAdd: addPasskey !== undefined,
    add: () =>
      addPasskey &&
      // Named after this browser and system in the screen's language ("Chrome en Linux"): the user reads it in the list.
      run(
        () => addPasskey(nameOfThisDevice()),
        errors.passkeyAddFailure,
        (added) => ({
          message: { id: 'account.passkeyAdded', values: { name: added.name } },
          tone: 'status',
        }),
      ),
    remove: (passkey: Passkey) =>
      removePasskey
        ? run(
            () => removePasskey(passkey.id),
            errors.passkeyRemoveFailure,
            () => ({ message: { id: 'account.passkeyRemoved', values: { name: passkey.name } }, tone: 'status' }),
          )
        : Promise.resolve(false),
  };
}

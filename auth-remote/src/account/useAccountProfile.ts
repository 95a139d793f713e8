import type { UserProfile } from '@thryve/contract';
import { fetchUserProfile } from '@thryve/shared/http';
import { useCallback, useEffect, useState } from 'react';

type ProfileState =
  { status: 'loading' } | { status: 'ready'; profile: UserProfile } | { status: 'error'; error: unknown };

/**
 * The signed-in user's profile (`GET api/Identity/user`), fetched when the screen is shown and again on `retry`;
 * `replace` takes the API's answer to a save. A request still running when the screen goes away is aborted.
 */
export function useAccountProfile() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ProfileState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchUserProfile(controller.signal).then(
      (profile) => {
        if (!controller.signal.aborted) setState({ status: 'ready', profile });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  const replace = useCallback((profile: UserProfile) => setState({ status: 'ready', profile }), []);

  return { state, retry, replace };
}

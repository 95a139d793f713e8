// The server half of Logout: the API refuses the session's tokens from then on. Its own module: it is an API call, not a Firebase operation.
import { API_PATHS } from '@thryve/contract/types';
import type { AxiosError } from 'axios';

/** How long Logout waits for the API to end the session before signing out on this device anyway. */
export const SERVER_LOGOUT_TIMEOUT_MS = 3_000;

/** What went wrong, without the request (its Authorization header holds the token). */
function describeFailure(error: unknown): string {
  // axios's own isAxiosError would load axios with this module, before the first screen.
  if ((error as AxiosError | null)?.isAxiosError) {
    const { response, code } = error as AxiosError;
    return response ? `HTTP ${response.status}` : (code ?? 'network error');
  }
  return error instanceof Error ? error.name : 'unknown error';
}

/**
 * Ends this sign-in on the server (`POST api/Identity/logout`, with the token the apiClient adds): from then on
 * the API refuses every ID token of it, so a copied token is worthless; the user's other devices stay signed in.
 * Call it while still signed in to Firebase (afterwards there is no token to send). Best effort: never rejects and
 * never waits longer than `timeoutMs`, also when getting the token itself hangs (offline), so a failing or slow
 * API cannot keep anyone signed in on this device. A failure is logged as a warning.
 */
export async function endServerSession(timeoutMs: number = SERVER_LOGOUT_TIMEOUT_MS): Promise<void> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  try {
    // The client loads here if the page has not called the API yet; its loading counts in the timeout too.
    const request = import('../http/apiClient').then(({ apiClient }) =>
      apiClient.post(API_PATHS.logout, undefined, { signal: controller.signal }),
    );
    if ((await Promise.race([request, timedOut])) === 'timed out') {
      controller.abort();
      console.warn(`Thryve sign-out: the API did not answer within ${timeoutMs} ms; signed out on this device only`);
    }
  } catch (error) {
    console.warn(
      `Thryve sign-out: the API did not end the session (${describeFailure(error)}); signed out on this device only`,
    );
  } finally {
    clearTimeout(timer);
  }
}

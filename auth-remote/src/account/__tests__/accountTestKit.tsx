// The account screen against a real local HTTP server through the real apiClient (as the host's tests do): the
// profile and its owner-only picture are fetched with the Bearer token.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadLocale, type AuthUser } from '@thryve/contract';
import { configureApiClient, loadErrorCatalogue, type AuthContextValue, type UserProfileProps } from '@thryve/shared';

import { ADA_PROFILE, renderWithAuth, signedInAs } from '../../test/fakeAuth';
import { UserProfile } from '../UserProfile';

export const api = {
  /** Answers of `GET api/Identity/user` still to fail with 503. */
  profileFailures: 0,
  /** `GET api/Identity/user` answers 404 not_registered: the user has no profile yet. */
  notRegistered: false,
  profile: ADA_PROFILE,
  seenAuthorization: [] as string[],
};
let server: Server;

function answer(request: IncomingMessage, response: ServerResponse) {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
  if (request.method === 'OPTIONS') return response.writeHead(204).end();
  api.seenAuthorization.push(request.headers.authorization ?? '');
  const json = (status: number, body: unknown) =>
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  const path = (request.url ?? '').split('?')[0];
  if (path === '/api/Identity/user') {
    if (api.notRegistered) return json(404, { code: 'not_registered', message: 'Not registered' });
    if (api.profileFailures > 0) {
      api.profileFailures -= 1;
      return json(503, { code: 'unavailable', message: 'The service is temporarily unavailable' });
    }
    return json(200, api.profile);
  }
  if (path === '/api/Identity/user/picture') {
    return response.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.from([137, 80, 78, 71]));
  }
  return json(404, { code: 'not_found', message: 'Not found' });
}

/** Starts the server and points the apiClient at it; object URLs are stand-ins (jsdom has none). */
export function withFakeApi() {
  beforeAll(async () => {
    // As on the host's account page: the session loads the error catalogue with Firebase, and the page the
    // account screen's texts (bootstrap.tsx): the screen shows at once.
    await Promise.all([loadErrorCatalogue(), preloadLocale('en', ['account'])]);
    server = createServer(answer);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    configureApiClient({ baseUrl: `http://127.0.0.1:${port}/`, getIdToken: async () => 'test-token' });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    api.profileFailures = 0;
    api.notRegistered = false;
    api.profile = ADA_PROFILE;
    api.seenAuthorization.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:profile-picture');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => jest.restoreAllMocks());
}

/** The account screen for Ada (signed in with a password, verified unless `user` says otherwise). */
export function renderAccount(
  options: { user?: Partial<AuthUser>; auth?: Partial<AuthContextValue>; props?: UserProfileProps } = {},
) {
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const rendered = renderWithAuth(<UserProfile {...options.props} />, {
    ...signedInAs(options.user),
    ...options.auth,
  });
  return { ...rendered, user };
}

/** Waits for the profile form (the profile loaded). */
export async function profileLoaded() {
  return screen.findByLabelText('First name');
}

/** The messages on screen (role alert), as text. */
export function alerts(): string[] {
  return screen.queryAllByRole('alert').map((node) => node.textContent ?? '');
}

/** An API refusal shaped as the apiClient (axios) rejects it: the answer's status and `{ code, message }` body. */
export function apiRefusal(status: number, body: unknown): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: body },
  });
}

/** A request that got no answer (offline), as axios rejects it. */
export function networkError(): Error {
  return Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
}

import { API_PATHS } from '@thryve/contract/types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from 'firebase-admin/auth';

import { ApiError } from '../errors/apiError';
import { acceptEmptyJsonBody } from '../lib/jsonBody';
import { callFirebase } from '../lib/withTimeout';
import type { AuthUser } from '../plugins/auth';
import { byAddress, ownLimit } from '../plugins/rateLimit';
import { authenticationBodyOf, registrationBodyOf } from './passkeyBodies';
import { passkeyCeremonies } from './passkeyCeremonies';
import type { PasskeySettings } from './passkeyConfig';
import type { PasskeyRepository, PasskeyRow } from './passkeyRepository';

export interface PasskeyRouteOptions {
  passkeys: PasskeyRepository;
  settings: PasskeySettings;
  auth: Pick<Auth, 'getUser' | 'createCustomToken'>;
  /** The per-user limit of changes to one's own account (429 past it). */
  accountLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Passkey sign-in requests per IP per window, options and verification counted together. */
  signInPerIp: number;
  windowMs: number;
  authTimeoutMs: number;
  now: () => Date;
}

/** A passkey as its owner sees it in the list: never its key, counter or user handle. */
const toPasskeyView = (row: PasskeyRow) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * Passkeys: a signed-in user registers them (after a recent sign-in: a stolen token must not add the thief's
 * passkey), lists and removes them; anyone signs in with one, and gets a Firebase custom token for the uid the
 * passkey belongs to. Nothing in a request picks the user but a verified assertion.
 */
export async function passkeyRoutes(app: FastifyInstance, options: PasskeyRouteOptions) {
  const { passkeys, auth, accountLimit } = options;
  const ceremonies = passkeyCeremonies({ passkeys, settings: options.settings, now: options.now });
  const signInLimit = ownLimit(app, 'passkey-ip', {
    max: options.signInPerIp,
    windowMs: options.windowMs,
    key: byAddress,
  });
  acceptEmptyJsonBody(app);
  const firebase = <T>(request: FastifyRequest, call: () => Promise<T>) =>
    callFirebase(request, options.authTimeoutMs, call);
  const writeHooks = { onRequest: [app.authenticate, accountLimit], preHandler: app.requireRecentSignIn };

  app.post(`/${API_PATHS.passkeyRegistrationOptions}`, {
    ...writeHooks,
    handler: async (request) => {
      const user = request.user as AuthUser;
      const record = await firebase(request, () => auth.getUser(user.uid));
      const userName = user.email ?? record.email ?? user.uid;
      return ceremonies.registrationOptions(
        { uid: user.uid, userName, displayName: record.displayName || userName },
        request.headers.origin,
      );
    },
  });

  app.post(`/${API_PATHS.passkeyRegistration}`, {
    ...writeHooks,
    handler: async (request, reply) => {
      const user = request.user as AuthUser;
      const { response, name } = registrationBodyOf(request.body);
      const verified = await ceremonies.verifyRegistration(user.uid, response, request.headers.origin);
      // The same authenticator registered twice (the exclude list is only the browser's check).
      const stored = await passkeys.add({ ...verified, name }, options.now(), user);
      if (!stored) throw new ApiError('passkey_rejected');
      request.log.info('passkey registered');
      return reply.status(201).send(toPasskeyView(stored));
    },
  });

  app.get(`/${API_PATHS.passkeys}`, {
    onRequest: app.authenticate,
    handler: async (request) => (await passkeys.listOf((request.user as AuthUser).uid)).map(toPasskeyView),
  });

  app.delete<{ Params: { id: string } }>(`/${API_PATHS.passkeys}/:id`, {
    onRequest: [app.authenticate, accountLimit],
    handler: async (request, reply) => {
      if (!(await passkeys.remove((request.user as AuthUser).uid, request.params.id))) {
        throw new ApiError('passkey_not_found');
      }
      request.log.info('passkey removed');
      return reply.status(204).send();
    },
  });

  app.post(`/${API_PATHS.passkeyAuthenticationOptions}`, {
    onRequest: signInLimit,
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ceremonies.authenticationOptions(request.headers.origin);
    },
  });

  app.post(`/${API_PATHS.passkeyAuthentication}`, {
    onRequest: signInLimit,
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const uid = await ceremonies.verifyAuthentication(authenticationBodyOf(request.body), request.headers.origin);
      const customToken = await firebase(request, () => auth.createCustomToken(uid));
      request.log.info('passkey sign-in');
      return { customToken };
    },
  });

  if (options.settings.relatedOrigins.length > 0) {
    // WebAuthn related origins: other sites allowed to use this RP ID's passkeys, read by the browser.
    const origins = options.settings.relatedOrigins;
    app.get('/.well-known/webauthn', { handler: async () => ({ origins }) });
  }
}

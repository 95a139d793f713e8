import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/** A signing key of the test's own, as Google publishes its keys: RS256, with a `kid`. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

export async function newSigningKey(kid: string): Promise<SigningKey> {
  return { kid, ...(await generateKeyPair('RS256')) };
}

/** The claims of a fresh Firebase ID token of `projectId` for `uid`, as securetoken.google.com issues it. */
export function idTokenClaims(projectId: string, uid: string): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    user_id: uid,
    auth_time: now - 60,
    iat: now - 10,
    exp: now + 3600,
    email: `${uid}@example.test`,
    email_verified: true,
    firebase: { identities: { email: [`${uid}@example.test`] }, sign_in_provider: 'password' },
  };
}

/** A compact JWT of `claims`, signed with `key` and naming `kid` (the key's own unless told otherwise). */
export function signToken(key: SigningKey, claims: JWTPayload, kid: string = key.kid): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key.privateKey);
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A real HTTP server on 127.0.0.1 that stands in for Google's key endpoint. */
export interface KeyServer {
  url: URL;
  /** How many times the key set was asked for. */
  requests(): number;
  close(): Promise<void>;
}

export async function serveKeys(handler: Handler): Promise<KeyServer> {
  let requests = 0;
  const server: Server = createServer((request, response) => {
    requests += 1;
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: new URL(`http://127.0.0.1:${port}/jwks`),
    requests: () => requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Answers the public halves of `keys` as a JSON Web Key Set. */
export function jwksOf(keys: SigningKey[]): Handler {
  return (_request, response) => {
    void Promise.all(
      keys.map(async (key) => ({ ...(await exportJWK(key.publicKey)), kid: key.kid, alg: 'RS256', use: 'sig' })),
    ).then((jwks) => {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
      response.end(JSON.stringify({ keys: jwks }));
    });
  };
}

/** A port nothing listens on: connections to it are refused at once. */
export async function closedPort(): Promise<URL> {
  const keys = await serveKeys(() => undefined);
  await keys.close();
  return keys.url;
}

// Stand-ins for what a partner's backend reaches, on 127.0.0.1, with keys and answers of the test's own: Google's key
// set (a JSON Web Key Set) and Thryve's standing route. Nothing here leaves the machine.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

import type { UserStanding } from '../../standing';

export const PROJECT_ID = 'thryve-partner-test';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

export async function newSigningKey(kid: string): Promise<SigningKey> {
  return { kid, ...(await generateKeyPair('RS256')) };
}

/** The claims of a fresh Firebase ID token for `uid`, as securetoken.google.com issues them. */
export function idTokenClaims(uid: string, projectId = PROJECT_ID): JWTPayload {
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
  };
}

export function signToken(key: SigningKey, claims: JWTPayload, kid: string = key.kid): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key.privateKey);
}

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

export interface LocalServer {
  url: URL;
  /** The bodies of the requests it received, in order. */
  received: { authorization: string | undefined; body: string }[];
  close(): Promise<void>;
}

export async function serve(handler: Handler): Promise<LocalServer> {
  const received: LocalServer['received'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ authorization: request.headers.authorization, body });
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: new URL(`http://127.0.0.1:${port}/`),
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Answers the public halves of `keys` as Google does. */
export function jwksOf(keys: SigningKey[]): Handler {
  return (_request, _body, response) => {
    void Promise.all(
      keys.map(async (key) => ({ ...(await exportJWK(key.publicKey)), kid: key.kid, alg: 'RS256', use: 'sig' })),
    ).then((jwks) => {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
      response.end(JSON.stringify({ keys: jwks }));
    });
  };
}

export const PARTNER_KEY = 'tpk_test_partner_key';

/** Thryve's standing route: each user's standing from `standings` (active, nothing refused, when absent). */
export function standingsOf(standings: Map<string, Omit<UserStanding, 'uid'>>): Handler {
  return (request, body, response) => {
    if (request.headers.authorization !== `Bearer ${PARTNER_KEY}`) {
      response.writeHead(401, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ code: 'unauthorized', message: 'no' }));
    }
    const { uid } = JSON.parse(body) as { uid: string };
    const standing = standings.get(uid) ?? { state: 'active', tokensValidAfter: null, endedSessions: [] };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ uid, ...standing }));
  };
}

/** A port nothing listens on: connections to it are refused at once. */
export async function closedPort(): Promise<URL> {
  const server = await serve(() => undefined);
  await server.close();
  return server.url;
}

/**
 * @jest-environment node
 */
// The partner backend docs/embedding/backend.md shows, driven over HTTP: Google's keys and Thryve's standing route
// stand in on 127.0.0.1 with keys of the test's own; webhooks are signed as Thryve signs them.
import type { AddressInfo } from 'node:net';

import { createThryveAuth } from '@thryve/server';
import { createWebhookReceiver } from '@thryve/server/webhooks';
import { Webhook } from 'standardwebhooks';

import {
  idTokenClaims,
  jwksOf,
  newSigningKey,
  PARTNER_KEY,
  PROJECT_ID,
  serve,
  signToken,
  standingsOf,
  type LocalServer,
} from '../../../../server/src/__tests__/support/localServers';
import { createApp, type NotesStore } from '../app';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const standings = new Map();
const notes: NotesStore = new Map();
let keys: LocalServer;
let thryve: LocalServer;
let origin: string;
let close: () => void;
let token: string;

beforeAll(async () => {
  const key = await newSigningKey('k1');
  keys = await serve(jwksOf([key]));
  thryve = await serve(standingsOf(standings));
  token = await signToken(key, idTokenClaims('alice'));
  const auth = createThryveAuth({
    projectId: PROJECT_ID,
    apiUrl: thryve.url,
    partnerKey: PARTNER_KEY,
    jwksUrl: keys.url,
    emulatorHost: '',
  });
  const server = createApp(auth, createWebhookReceiver({ secret: SECRET }), notes).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await Promise.all([keys.close(), thryve.close()]);
});

const notesOf = (authorization?: string) =>
  fetch(`${origin}/api/notes`, { headers: authorization ? { authorization } : {} });

it("keeps a signed-in user's notes, refuses a request without a session", async () => {
  const added = await fetch(`${origin}/api/notes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'buy oat milk' }),
  });
  expect(added.status).toBe(201);
  await expect((await notesOf(`Bearer ${token}`)).json()).resolves.toEqual(['buy oat milk']);
  const refused = await notesOf();
  expect(refused.status).toBe(401);
  await expect(refused.json()).resolves.toMatchObject({ code: 'token_missing' });
});

it("erases the user's notes on user.deleted", async () => {
  const body = JSON.stringify({ type: 'user.deleted', timestamp: new Date().toISOString(), data: { uid: 'alice' } });
  const at = new Date();
  const answer = await fetch(`${origin}/webhooks/thryve`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(SECRET).sign('msg_1', at, body),
    },
    body,
  });
  expect(answer.status).toBe(204);
  expect(notes.has('alice')).toBe(false);
});

// The adapters as a partner mounts them: a real Express app and a real Fastify app on 127.0.0.1.
import type { AddressInfo } from 'node:net';

import express from 'express';
import Fastify from 'fastify';
import { Webhook } from 'standardwebhooks';

import { ThryveAuthError, type RefusalCode } from '../errors';
import { requireSession as expressSession, receiveWebhooks } from '../express';
import { requireSession as fastifySession, webhookRoute } from '../fastify';
import type { ThryveAuth, ThryveUser } from '../thryveAuth';
import type { ThryveEvent } from '../webhooks/events';
import { createWebhookReceiver } from '../webhooks/webhookReceiver';

const ALICE: ThryveUser = { uid: 'alice', email: 'alice@example.test', emailVerified: true, role: null };

/** Stands in for createThryveAuth: 'good' is Alice, 'ended' a logged-out session, 'down' Thryve unreachable. */
const auth: Pick<ThryveAuth, 'authenticateRequest'> = {
  async authenticateRequest(request) {
    const header =
      typeof request === 'object' && request && !(request.headers instanceof Headers)
        ? request.headers.authorization
        : undefined;
    if (header === 'Bearer good') return { signedIn: true, user: ALICE };
    const code: RefusalCode = header === 'Bearer down' ? 'standing_unavailable' : 'session_ended';
    const error = new ThryveAuthError(code);
    return { signedIn: false, refusal: { code, status: error.status, message: error.message }, error };
  },
};

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const EVENT: ThryveEvent = { type: 'user.deleted', timestamp: '2026-11-28T18:00:00.000Z', data: { uid: 'alice' } };

function signed(id: string, body = JSON.stringify(EVENT)) {
  const at = new Date();
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(SECRET).sign(id, at, body),
    },
  };
}

const servers: { close(): unknown }[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

async function expressApp(erased: string[]): Promise<string> {
  const app = express();
  const receiver = createWebhookReceiver({ secret: SECRET });
  app.post(
    '/webhooks/thryve',
    receiveWebhooks(receiver, (event) => {
      if (event.type === 'user.deleted') erased.push(event.data.uid);
    }),
  );
  app.use(express.json());
  app.get('/me', expressSession(auth), (req, res) => void res.json(req.thryveUser));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function fastifyApp(erased: string[]): Promise<string> {
  const app = Fastify();
  await app.register(webhookRoute, {
    path: '/webhooks/thryve',
    receiver: createWebhookReceiver({ secret: SECRET }),
    handle: (event) => {
      if (event.type === 'user.deleted') erased.push(event.data.uid);
    },
  });
  app.get('/me', { onRequest: fastifySession(auth) }, async (request) => request.thryveUser);
  servers.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

describe.each([
  ['Express', expressApp],
  ['Fastify', fastifyApp],
])('%s', (_name, start) => {
  let origin: string;
  const erased: string[] = [];
  beforeAll(async () => {
    origin = await start(erased);
  });

  const me = (token: string) => fetch(`${origin}/me`, { headers: { authorization: `Bearer ${token}` } });

  it('hands the route the signed-in user', async () => {
    const answer = await me('good');
    expect(answer.status).toBe(200);
    await expect(answer.json()).resolves.toEqual(ALICE);
  });

  it('answers a refusal 401 with its code, and a backend down 503, the route never reached', async () => {
    const ended = await me('ended');
    expect(ended.status).toBe(401);
    expect(ended.headers.get('www-authenticate')).toBe('Bearer');
    expect(ended.headers.get('cache-control')).toBe('no-store');
    await expect(ended.json()).resolves.toEqual({ code: 'session_ended', message: expect.any(String) });
    const down = await me('down');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    await expect(down.json()).resolves.toMatchObject({ code: 'standing_unavailable' });
  });

  it('receives a signed event once (204), and refuses a forged one (400)', async () => {
    const post = (delivery: ReturnType<typeof signed>) =>
      fetch(`${origin}/webhooks/thryve`, { method: 'POST', headers: delivery.headers, body: delivery.body });
    const delivery = signed(`msg_${_name}`);
    expect((await post(delivery)).status).toBe(204);
    expect((await post(delivery)).status).toBe(204);
    expect(erased).toEqual(['alice']);
    const forged = { ...delivery, body: JSON.stringify({ ...EVENT, data: { uid: 'bob' } }) };
    const refused = await post(forged);
    expect(refused.status).toBe(400);
    await expect(refused.json()).resolves.toMatchObject({ code: 'signature_invalid' });
    expect(erased).toEqual(['alice']);
  });
});

import type { ThryveAuth } from '@thryve/server';
import { receiveWebhooks, requireSession } from '@thryve/server/express';
import type { WebhookReceiver } from '@thryve/server/webhooks';
import express from 'express';

/** This backend's own data: each user's notes, by Thryve uid. */
export type NotesStore = Map<string, string[]>;

export function createApp(thryve: ThryveAuth, webhooks: WebhookReceiver, notes: NotesStore) {
  const app = express();

  // Before express.json(): the signature covers the body exactly as Thryve sent it.
  app.post(
    '/webhooks/thryve',
    receiveWebhooks(webhooks, (event) => {
      if (event.type === 'user.deleted') notes.delete(event.data.uid);
    }),
  );

  app.use(express.json());
  app.get('/api/notes', requireSession(thryve), (req, res) => {
    res.json(notes.get(req.thryveUser!.uid) ?? []);
  });
  app.post('/api/notes', requireSession(thryve), (req, res) => {
    const uid = req.thryveUser!.uid;
    notes.set(uid, [...(notes.get(uid) ?? []), String(req.body.text)]);
    res.status(201).end();
  });
  return app;
}

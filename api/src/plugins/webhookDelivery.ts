import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Database } from '../db/client';
import { createDeliveryWorker } from '../webhooks/deliveryWorker';

export interface WebhookDeliveryOptions {
  database: Pick<Database, 'db' | 'listen'>;
}

/** Every instance delivers the outbox to the partner endpoints (webhooks/deliveryWorker.ts) from ready to close. */
async function webhookDeliveryPlugin(app: FastifyInstance, { database }: WebhookDeliveryOptions) {
  const worker = createDeliveryWorker({ db: database.db, listen: database.listen, log: app.log });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}

export const webhookDelivery = fp(webhookDeliveryPlugin, { name: 'webhook-delivery' });

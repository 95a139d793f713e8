import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Database } from '../db/client';
import { createDeliveryWorker } from '../webhooks/deliveryWorker';
import { endpointPolicyFor } from '../webhooks/endpointUrl';

export interface WebhookDeliveryOptions {
  database: Pick<Database, 'db' | 'listen' | 'kind'>;
  /** The Firebase project: a demo-* one is development (loopback endpoints allowed), as the webhooks command rules. */
  projectId: string;
}

/** Every instance delivers the outbox to the partner endpoints (webhooks/deliveryWorker.ts) from ready to close. */
async function webhookDeliveryPlugin(app: FastifyInstance, { database, projectId }: WebhookDeliveryOptions) {
  // The embedded database is development, as for the command; which PostgreSQL it is does not matter.
  const policy = endpointPolicyFor(projectId, database.kind === 'postgres' ? 'postgres' : undefined);
  const worker = createDeliveryWorker({ db: database.db, listen: database.listen, log: app.log, policy });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}

export const webhookDelivery = fp(webhookDeliveryPlugin, { name: 'webhook-delivery' });

import { createThryveAuth } from '@thryve/server';
import { createWebhookReceiver } from '@thryve/server/webhooks';

import { createApp } from './app';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const thryve = createThryveAuth({
  projectId: env('THRYVE_FIREBASE_PROJECT_ID'),
  apiUrl: env('THRYVE_API_URL'),
  partnerKey: env('THRYVE_PARTNER_KEY'),
});
const webhooks = createWebhookReceiver({ secret: env('THRYVE_WEBHOOK_SECRET') });

createApp(thryve, webhooks, new Map()).listen(Number(process.env.PORT ?? 4000));

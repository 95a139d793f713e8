export {
  THRYVE_EVENT_TYPES,
  type ThryveEvent,
  type ThryveEventData,
  type ThryveEventType,
  type ThryveUserData,
} from './events';
export { memoryReplayStore, type ReplayStore } from './replayStore';
export { isWebhookError, WebhookError, type WebhookRefusalCode } from './webhookError';
export {
  createWebhookReceiver,
  type WebhookHeaders,
  type WebhookReceiver,
  type WebhookReceiverOptions,
} from './webhookReceiver';

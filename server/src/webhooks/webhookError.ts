const MESSAGES = {
  headers_missing: 'The webhook-id, webhook-timestamp and webhook-signature headers are required.',
  timestamp_invalid: 'webhook-timestamp is not a time in seconds.',
  timestamp_too_old: 'The message is older than the tolerance: it may be a replay.',
  timestamp_too_new: 'The message is dated in the future beyond the tolerance.',
  signature_invalid: 'No signature matches a signing secret.',
  payload_invalid: 'The body is not a Thryve event.',
} as const;

export type WebhookRefusalCode = keyof typeof MESSAGES;

const KIND = 'thryve-webhook-refusal';

/** A webhook not accepted (answer 400): `code` is stable, `message` says why. */
export class WebhookError extends Error {
  readonly kind = KIND;

  constructor(
    readonly code: WebhookRefusalCode,
    options?: ErrorOptions,
  ) {
    super(MESSAGES[code], options);
    this.name = 'WebhookError';
  }
}

/** True for a WebhookError, also one made by another copy of this package. */
export function isWebhookError(error: unknown): error is WebhookError {
  return (error as { kind?: unknown } | null)?.kind === KIND;
}

import { THRYVE_EVENT_TYPES, type ThryveEventType } from '@thryve/server/webhooks';
import { z } from 'zod';

/** What the operator's `webhooks` command asks for: parsed from its arguments, or sent to a running API as JSON. */
export const endpointCommand = z.discriminatedUnion('name', [
  z.object({ name: z.literal('add'), url: z.string(), events: z.array(z.enum(THRYVE_EVENT_TYPES)).nullable() }),
  z.object({ name: z.literal('list') }),
  z.object({ name: z.literal('remove'), id: z.string() }),
  z.object({ name: z.literal('rotate'), id: z.string() }),
  z.object({ name: z.literal('disable'), id: z.string() }),
  z.object({ name: z.literal('enable'), id: z.string() }),
]);
export type EndpointCommand = z.infer<typeof endpointCommand>;

/** A delivery that failed: given up after its last retry (`failed`), or failing and still retried (`retrying`). */
export interface FailureView {
  eventId: string;
  type: string;
  status: 'failed' | 'retrying';
  attempts: number;
  /** The endpoint's HTTP status on the last attempt, or null when it gave no answer. */
  lastStatus: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
}

/** An endpoint as the operator sees it (never its secret), in JSON terms. */
export interface EndpointView {
  id: string;
  url: string;
  /** Null: every event type. */
  events: ThryveEventType[] | null;
  createdAt: string;
  disabledAt: string | null;
  pending: number;
  failed: number;
  /** The most recent failures, newest first. */
  recentFailures: FailureView[];
}

export type EndpointCommandResult =
  | { name: 'add'; endpoint: EndpointView; secret: string }
  | { name: 'list'; endpoints: EndpointView[] }
  | { name: 'remove'; id: string }
  | { name: 'rotate'; id: string; secret: string; previousSecretValidUntil: string }
  | { name: 'disable'; id: string; disabledAt: string }
  /** `wasDisabledSince`: null when the endpoint was not disabled. */
  | { name: 'enable'; id: string; wasDisabledSince: string | null };

/** A command refused for a reason the operator can fix; `code` is stable, the message says what to do. */
export class EndpointCommandError extends Error {
  readonly kind = 'EndpointCommandError';
  constructor(
    readonly code: 'invalid_url' | 'not_found' | 'invalid_command',
    message: string,
  ) {
    super(message);
  }
}

export function isEndpointCommandError(error: unknown): error is EndpointCommandError {
  return (error as { kind?: unknown } | null)?.kind === 'EndpointCommandError';
}

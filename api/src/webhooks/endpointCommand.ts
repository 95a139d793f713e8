import type { ThryveEventType } from '@thryve/server/webhooks';

/** What the operator's `webhooks` command asks for, parsed from its arguments. */
export type EndpointCommand =
  | { name: 'add'; url: string; events: ThryveEventType[] | null }
  | { name: 'list' }
  | { name: 'remove'; id: string }
  | { name: 'rotate'; id: string };

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
  | { name: 'rotate'; id: string; secret: string; previousSecretValidUntil: string };

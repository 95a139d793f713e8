import { and, desc, eq, gt, inArray, or } from 'drizzle-orm';

import type { AppDb } from '../db/client';
import { webhookDeliveries, webhookEvents } from '../db/schema';
import {
  EndpointCommandError,
  type EndpointCommand,
  type EndpointCommandResult,
  type EndpointView,
  type FailureView,
} from './endpointCommand';
import { createEndpointRepository } from './endpointRepository';
import { checkEndpointUrl, isEndpointUrlError, type EndpointPolicy } from './endpointUrl';

/** How many of an endpoint's failures `list` shows. */
const RECENT_FAILURES = 5;

async function recentFailures(db: AppDb, endpointIds: string[]): Promise<Map<string, FailureView[]>> {
  const byEndpoint = new Map<string, FailureView[]>();
  if (endpointIds.length === 0) return byEndpoint;
  const rows = await db
    .select({
      endpointId: webhookDeliveries.endpointId,
      eventId: webhookEvents.id,
      type: webhookEvents.type,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastStatus: webhookDeliveries.lastStatus,
      lastError: webhookDeliveries.lastError,
      lastAttemptAt: webhookDeliveries.lastAttemptAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.seq, webhookDeliveries.eventSeq))
    .where(
      and(
        inArray(webhookDeliveries.endpointId, endpointIds),
        or(
          eq(webhookDeliveries.status, 'failed'),
          and(eq(webhookDeliveries.status, 'pending'), gt(webhookDeliveries.attempts, 0)),
        ),
      ),
    )
    .orderBy(desc(webhookDeliveries.lastAttemptAt), desc(webhookDeliveries.id));
  for (const row of rows) {
    const list = byEndpoint.get(row.endpointId) ?? [];
    if (list.length >= RECENT_FAILURES) continue;
    list.push({
      eventId: row.eventId,
      type: row.type,
      status: row.status === 'failed' ? 'failed' : 'retrying',
      attempts: row.attempts,
      lastStatus: row.lastStatus,
      lastError: row.lastError,
      lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    });
    byEndpoint.set(row.endpointId, list);
  }
  return byEndpoint;
}

const notFound = (id: string) =>
  new EndpointCommandError(
    'not_found',
    `No endpoint ${id}: npm run webhooks -- list shows the endpoints and their ids.`,
  );

/**
 * Runs one operator command on `db`: in the command's own process (PostgreSQL, or a free embedded folder), or in the
 * running API's, which holds the embedded folder (operatorSocket.ts). URLs are checked against `policy` first.
 */
export async function runEndpointCommand(
  db: AppDb,
  command: EndpointCommand,
  policy: EndpointPolicy,
): Promise<EndpointCommandResult> {
  const endpoints = createEndpointRepository(db);
  switch (command.name) {
    case 'add': {
      const checked = await checkEndpointUrl(command.url, policy).catch((error: unknown) => {
        throw isEndpointUrlError(error) ? new EndpointCommandError('invalid_url', error.message) : error;
      });
      const { endpoint, secret } = await endpoints.add(checked.url.href, command.events);
      return { name: 'add', endpoint: view(endpoint, []), secret };
    }
    case 'list': {
      const all = await endpoints.list();
      const failures = await recentFailures(
        db,
        all.map((endpoint) => endpoint.id),
      );
      return { name: 'list', endpoints: all.map((endpoint) => view(endpoint, failures.get(endpoint.id) ?? [])) };
    }
    case 'remove':
      if (!(await endpoints.remove(command.id))) throw notFound(command.id);
      return { name: 'remove', id: command.id };
    case 'rotate': {
      const rotated = await endpoints.rotate(command.id);
      if (rotated === null) throw notFound(command.id);
      const previousSecretValidUntil = rotated.previousSecretValidUntil.toISOString();
      return { name: 'rotate', id: command.id, secret: rotated.secret, previousSecretValidUntil };
    }
    case 'disable': {
      const disabledAt = await endpoints.disable(command.id);
      if (disabledAt === null) throw notFound(command.id);
      return { name: 'disable', id: command.id, disabledAt: disabledAt.toISOString() };
    }
    case 'enable': {
      const enabled = await endpoints.enable(command.id);
      if (enabled === undefined) throw notFound(command.id);
      return { name: 'enable', id: command.id, wasDisabledSince: enabled.wasDisabledSince?.toISOString() ?? null };
    }
  }
}

function view(
  endpoint: Awaited<ReturnType<ReturnType<typeof createEndpointRepository>['list']>>[number],
  failures: FailureView[],
): EndpointView {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    createdAt: endpoint.createdAt.toISOString(),
    disabledAt: endpoint.disabledAt?.toISOString() ?? null,
    pending: endpoint.pending,
    failed: endpoint.failed,
    recentFailures: failures,
  };
}

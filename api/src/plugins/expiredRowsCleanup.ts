import { lt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { RateLimitSettings } from '../config';
import { ERASED_RETENTION_MS } from '../db/accountStanding';
import type { AppDb } from '../db/client';
import { accountStandings, passkeyChallenges, rateLimitCounters, tokenRevocations, webhookEvents } from '../db/schema';
import { TOKEN_REVOCATION_RETENTION_MS } from '../db/tokenRevocationRepository';
import { CHALLENGE_TTL_MS } from '../passkeys';
import { WEBHOOK_EVENT_RETENTION_MS } from '../webhooks/outbox';

/** Recorded revocations are kept for a day: looking for expired ones hourly is plenty. */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

interface CleanupJob {
  /** Said in the logs. */
  name: string;
  /** The rows' time column: a row expires `keepMs` after it. */
  column: PgColumn;
  keepMs: number;
  intervalMs: number;
}

/** The tables whose rows expire, how long each row is kept and how often they are looked for. */
function cleanupJobs(rateLimitWindowMs: number): CleanupJob[] {
  const windowMs = rateLimitWindowMs;
  return [
    {
      name: 'token revocations',
      column: tokenRevocations.revokedAt,
      keepMs: TOKEN_REVOCATION_RETENTION_MS,
      intervalMs: CLEANUP_INTERVAL_MS,
    },
    // A window's length past its end: clocks of instances and database may differ a little.
    { name: 'rate-limit counters', column: rateLimitCounters.expiresAt, keepMs: windowMs, intervalMs: windowMs },
    // Erased accounts' marks, once no request accepted before the erasure can still be running.
    {
      name: 'erased accounts',
      column: accountStandings.erasedAt,
      keepMs: ERASED_RETENTION_MS,
      intervalMs: CLEANUP_INTERVAL_MS,
    },
    // The challenges no one answered in time, as often as they expire.
    { name: 'passkey challenges', column: passkeyChallenges.expiresAt, keepMs: 0, intervalMs: CHALLENGE_TTL_MS },
    // Events long past their last retry, with their deliveries (delivered, given up, or to an endpoint disabled).
    {
      name: 'webhook events',
      column: webhookEvents.createdAt,
      keepMs: WEBHOOK_EVENT_RETENTION_MS,
      intervalMs: CLEANUP_INTERVAL_MS,
    },
  ];
}

/**
 * The API deletes its own expired rows (no cron of the operator's): each job when the app is ready, then every
 * interval, on every instance (deletes are idempotent). A failed run is logged and retried next interval.
 */
async function expiredRowsCleanupPlugin(
  app: FastifyInstance,
  options: { db: AppDb; now: () => Date; rateLimits: Pick<RateLimitSettings, 'windowMs'> },
) {
  const timers: NodeJS.Timeout[] = [];
  const jobs = cleanupJobs(options.rateLimits.windowMs);

  async function runJob({ name, column, keepMs }: CleanupJob) {
    try {
      const cutoff = new Date(options.now().getTime() - keepMs);
      const { length: deleted } = await options.db.delete(column.table).where(lt(column, cutoff)).returning({ column });
      if (deleted > 0) app.log.info({ deleted, job: name }, 'expired rows deleted');
    } catch (error) {
      app.log.warn({ err: error, job: name }, 'expired rows cleanup failed');
    }
  }

  app.addHook('onReady', async () => {
    await Promise.all(jobs.map(runJob));
    for (const job of jobs) {
      const timer = setInterval(() => void runJob(job), job.intervalMs);
      timer.unref();
      timers.push(timer);
    }
  });
  app.addHook('onClose', async () => timers.forEach((timer) => clearInterval(timer)));
}

export const expiredRowsCleanup = fp(expiredRowsCleanupPlugin, { name: 'thryve-expired-rows-cleanup', fastify: '5.x' });

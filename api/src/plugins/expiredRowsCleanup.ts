import { lt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { AppDb } from '../db/client';

export interface CleanupJob {
  /** Said in the logs. */
  name: string;
  /** The rows' time column: a row expires `keepMs` after it. */
  column: PgColumn;
  keepMs: number;
  intervalMs: number;
}

/**
 * The API deletes its own expired rows (no cron of the operator's): each job when the app is ready, then every
 * interval, on every instance (deletes are idempotent). A failed run is logged and retried next interval.
 */
async function expiredRowsCleanupPlugin(
  app: FastifyInstance,
  options: { db: AppDb; now: () => Date; jobs: CleanupJob[] },
) {
  const timers: NodeJS.Timeout[] = [];

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
    await Promise.all(options.jobs.map(runJob));
    for (const job of options.jobs) {
      const timer = setInterval(() => void runJob(job), job.intervalMs);
      timer.unref();
      timers.push(timer);
    }
  });
  app.addHook('onClose', async () => timers.forEach((timer) => clearInterval(timer)));
}

export const expiredRowsCleanup = fp(expiredRowsCleanupPlugin, { name: 'thryve-expired-rows-cleanup', fastify: '5.x' });

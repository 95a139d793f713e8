import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface CleanupJob {
  /** Said in the logs. */
  name: string;
  intervalMs: number;
  /** Deletes what has expired; returns how many rows. */
  run(): Promise<number>;
}

/**
 * The API deletes its own expired rows (no cron of the operator's): each job when the app is ready, then every
 * interval, on every instance (deletes are idempotent). A failed run is logged and retried next interval.
 */
async function expiredRowsCleanupPlugin(app: FastifyInstance, options: { jobs: CleanupJob[] }) {
  const timers: NodeJS.Timeout[] = [];

  async function runJob(job: CleanupJob) {
    try {
      const deleted = await job.run();
      if (deleted > 0) app.log.info({ deleted, job: job.name }, 'expired rows deleted');
    } catch (error) {
      app.log.warn({ err: error, job: job.name }, 'expired rows cleanup failed');
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

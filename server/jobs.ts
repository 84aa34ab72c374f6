import type { FastifyInstance } from 'fastify';

/** A background step: rows with timestamps, safe for any number of processes to run at once. */
export type Job = () => Promise<number>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs every background job once now (tests and scripts; the timer runs them too). */
    sweep(): Promise<Record<string, number>>;
  }
}

/**
 * Runs the jobs every `intervalMs` (0: only when app.sweep() is called). Nothing is kept in memory
 * between runs: a job reads what is due from the database, so a process that dies mid-run loses
 * nothing and another process picks the work up.
 */
export function registerJobs(app: FastifyInstance, jobs: Record<string, Job>, intervalMs: number) {
  let running: Promise<Record<string, number>> | undefined;
  const sweep = async () => {
    const done: Record<string, number> = {};
    for (const [name, job] of Object.entries(jobs)) done[name] = await job();
    return done;
  };
  app.decorate('sweep', () => (running ??= sweep().finally(() => (running = undefined))));
  if (intervalMs <= 0) return;
  const timer = setInterval(() => {
    app.sweep().catch((error: unknown) => app.log.error({ err: error }, 'background jobs failed'));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
}

/** One more job on a timer of its own (the messages job runs more often than the rest). */
export function registerEvery(app: FastifyInstance, intervalMs: number, job: Job) {
  if (intervalMs <= 0) return;
  let running: Promise<number> | undefined;
  const timer = setInterval(() => {
    running ??= job().catch((error: unknown) => {
      app.log.error({ err: error }, 'background job failed');
      return 0;
    }).finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

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
  registerEvery(app, intervalMs, () => app.sweep());
}

/**
 * Runs `run` every `intervalMs` (0: never), one run at a time; a failure is logged and the next
 * tick tries again; closing the server waits for the run in progress. The messages job also has
 * a timer of its own: tickets by SMS and e-mail should not wait for the half-minute sweep.
 */
export function registerEvery(app: FastifyInstance, intervalMs: number, run: () => Promise<unknown>) {
  if (intervalMs <= 0) return;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= run()
      .catch((error: unknown) => app.log.error({ err: error }, 'background job failed'))
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

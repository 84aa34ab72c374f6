import { readConfig } from './config';
import { openDatabase } from './db';
import { buildServer } from './app';
import { logOptions } from './http/observability';

const config = readConfig();
const database = await openDatabase(config);
const app = await buildServer({ database, staticDir: config.staticDir, ssrDir: config.ssrDir, logger: logOptions(), jwtSecret: config.jwtSecret, uploadDir: config.uploadDir, sweepIntervalMs: config.sweepIntervalMs });

/** How long in-flight requests may take to finish after SIGTERM before the process leaves anyway. */
const GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS) || 25_000;

let closing = false;
/**
 * A rolling restart's SIGTERM: stop taking connections (requests still arriving on kept-alive ones
 * are served and close them: http/drain.ts), finish what is in flight, close live sockets with
 * 1001 so browsers reconnect (to another process), let running jobs end, then leave; a request
 * still running after the grace period is cut.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: draining (up to ${GRACE_MS} ms)`);
  setTimeout(() => {
    app.log.error('drain took longer than the grace period: leaving');
    process.exit(1);
  }, GRACE_MS).unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}; app at http://localhost:${config.port}/`);

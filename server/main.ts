import { readConfig } from './config';
import { openDatabase } from './db';
import { buildServer } from './app';
import { logOptions } from './http/observability';

const config = readConfig();
const database = await openDatabase(config);
const app = await buildServer({ database, staticDir: config.staticDir, ssrDir: config.ssrDir, logger: logOptions(), jwtSecret: config.jwtSecret, uploadDir: config.uploadDir });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}; app at http://localhost:${config.port}/`);

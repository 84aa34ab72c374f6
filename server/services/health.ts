import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import type { HealthData } from '../../src/contract';
import { ok } from '../http/envelope';
import { query } from '../http/schemas';

/**
 * GET /api/health: ok only when the database answers (what the process needs to be alive).
 * GET /api/ready: whether to send this process traffic: the database answers and the upload folder
 * takes a file; a 503 naming what failed otherwise (a draining process is refused by Fastify itself).
 */
export async function healthRoutes(app: FastifyInstance, { db, uploadDir }: { db: Db; uploadDir: string }) {
  app.get('/api/ready', {
    schema: { tags: ['health'], summary: 'ready for traffic: the database and the upload storage answer', querystring: query() },
  }, async (_request, reply) => {
    const checks: Record<string, string> = {};
    await db.execute(sql`select 1`).then(() => (checks.database = 'ok'), (e: Error) => (checks.database = e.message.slice(0, 200)));
    await mkdir(uploadDir, { recursive: true })
      .then(() => access(uploadDir, constants.W_OK))
      .then(() => (checks.storage = 'ok'), (e: Error) => (checks.storage = e.message.slice(0, 200)));
    const ready = Object.values(checks).every((v) => v === 'ok');
    return reply.code(ready ? 200 : 503).send(ready ? ok({ status: 'ready', checks }) : { data: null, meta: { message: 'سرور آماده پذیرش درخواست نیست.', checks } });
  });

  app.get('/api/health', {
    schema: { tags: ['health'], summary: 'ok when the database answers', querystring: query() },
  }, async () => {
    await db.execute(sql`select 1`);
    return ok<HealthData>({ status: 'ok' });
  });
}

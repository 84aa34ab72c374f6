import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import type { HealthData } from '../../src/contract';
import { ok } from '../http/envelope';
import { query } from '../http/schemas';

/** One thing a process needs before it takes traffic (the database, the file storage, Redis…); throws when it is not there. */
export type ReadinessCheck = () => Promise<unknown>;

/**
 * GET /api/health: ok only when the database answers (what the process needs to be alive).
 * GET /api/ready: whether to send this process traffic: the database and every check given answer;
 * a 503 naming what failed otherwise. Advisory checks are reported but do not fail it: a part every
 * process shares (Redis) being down would take them all out of rotation, though they still serve.
 */
export async function healthRoutes(app: FastifyInstance, { db, checks = {}, advisory = {} }: { db: Db; checks?: Record<string, ReadinessCheck>; advisory?: Record<string, ReadinessCheck> }) {
  const all: Record<string, ReadinessCheck> = { database: () => db.execute(sql`select 1`), ...checks, ...advisory };
  app.get('/api/ready', {
    schema: { tags: ['health'], summary: 'ready for traffic: the database, the file storage and (when configured) Redis answer', querystring: query() },
  }, async (_request, reply) => {
    const results = await Promise.all(Object.entries(all).map(async ([name, check]) => {
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer within 3 s')), 3_000).unref());
      return [name, await Promise.race([check(), timeout]).then(() => 'ok', (e: Error) => String(e?.message ?? e).slice(0, 200))] as const;
    }));
    const checked = Object.fromEntries(results);
    const ready = results.every(([name, v]) => v === 'ok' || name in advisory);
    return reply.code(ready ? 200 : 503).send(ready ? ok({ status: 'ready', checks: checked }) : { data: null, meta: { message: 'سرور آماده پذیرش درخواست نیست.', checks: checked } });
  });

  app.get('/api/health', {
    schema: { tags: ['health'], summary: 'ok when the database answers', querystring: query() },
  }, async () => {
    await db.execute(sql`select 1`);
    return ok<HealthData>({ status: 'ok' });
  });
}

import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import type { HealthData } from '../../src/contract';
import { ok } from '../http/envelope';
import { query } from '../http/schemas';

/** GET /api/health: ok only when the database answers. */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/health', {
    schema: { tags: ['health'], summary: 'ok when the database answers', querystring: query() },
  }, async () => {
    await db.execute(sql`select 1`);
    return ok<HealthData>({ status: 'ok' });
  });
}

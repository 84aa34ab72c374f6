import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import type { HealthData } from '../../src/contract';
import { ok } from '../http/envelope';

/** GET /api/health: ok only when the database answers. */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/health', {
    schema: { querystring: { type: 'object', properties: { timestamp: { type: 'string' } } } },
  }, async () => {
    await db.execute(sql`select 1`);
    return ok<HealthData>({ status: 'ok' });
  });
}

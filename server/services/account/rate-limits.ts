import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { rows } from '../../db/rows';

/**
 * A fixed-window counter in the database: `hit` counts one attempt and says whether the key is
 * over its limit, with the seconds left in the window.
 */
export async function hit(db: Db, key: string, limit: number, windowSeconds: number): Promise<{ allowed: boolean; retryAfter: number }> {
  const [row] = await rows<{ count: number; retry_after: number }>(db, sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
    returning count, greatest(1, ceil(extract(epoch from window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`);
  return { allowed: (row?.count ?? 0) <= limit, retryAfter: Number(row?.retry_after ?? windowSeconds) };
}

export async function clear(db: Db, key: string): Promise<void> {
  await rows(db, sql`delete from rate_limits where key = ${key}`);
}

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../index';
import { agencies, airlines, airports, appMeta, blogPosts, cities, countries, refundReasons, visaDestinations, visaSpeeds, visaTypes, vouchers } from '../schema';

/** The seed files, in insertion order (foreign keys point backwards). */
const FILES = ['countries', 'cities', 'airports', 'airlines', 'agencies', 'blog-posts', 'vouchers', 'refund-reasons', 'visa'] as const;
type SeedName = (typeof FILES)[number];

interface VisaSeed {
  speeds: Row<typeof visaSpeeds>[];
  destinations: Row<typeof visaDestinations>[];
  types: Row<typeof visaTypes>[];
}

function readSeed(): { hash: string; data: Record<SeedName, unknown> } {
  const hash = createHash('sha256');
  const data = {} as Record<SeedName, unknown>;
  for (const name of FILES) {
    const text = readFileSync(new URL(`./${name}.json`, import.meta.url), 'utf8');
    hash.update(text);
    data[name] = JSON.parse(text) as unknown;
  }
  return { hash: hash.digest('hex'), data };
}

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/**
 * The data migration that follows the schema migrations: the reference tables are replaced by the
 * seed files whenever those files change (their hash is kept in app_meta). An advisory lock makes
 * two processes starting together on one PostgreSQL load it once.
 */
export async function applySeed(db: Db): Promise<void> {
  const { hash, data } = readSeed();
  const current = await db.select().from(appMeta).where(sql`${appMeta.key} = 'seed_hash'`);
  if (current[0]?.value === hash) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7412001)`);
    const again = await tx.select().from(appMeta).where(sql`${appMeta.key} = 'seed_hash'`);
    if (again[0]?.value === hash) return;
    for (const table of [blogPosts, agencies, airlines, airports, cities, countries]) await tx.delete(table);
    await tx.insert(countries).values(data.countries as Row<typeof countries>[]);
    await tx.insert(cities).values(data.cities as Row<typeof cities>[]);
    await tx.insert(airports).values(data.airports as Row<typeof airports>[]);
    const airlineRows = (data.airlines as Row<typeof airlines>[]).map((a) => ({ ...a, logo: `airlines/${a.code}.svg` }));
    await tx.insert(airlines).values(airlineRows);
    await tx.insert(agencies).values(data.agencies as Row<typeof agencies>[]);
    const posts = (data['blog-posts'] as (Omit<Row<typeof blogPosts>, 'publishedAt'> & { publishedAt: string })[])
      .map((p) => ({ ...p, publishedAt: new Date(p.publishedAt) }));
    await tx.insert(blogPosts).values(posts);
    // Orders point at vouchers: they are updated in place, never deleted.
    for (const v of data.vouchers as (Omit<Row<typeof vouchers>, 'expiresAt'> & { expiresAt: string })[]) {
      const row = { ...v, expiresAt: new Date(v.expiresAt) };
      await tx.insert(vouchers).values(row).onConflictDoUpdate({ target: vouchers.code, set: row });
    }
    for (const r of data['refund-reasons'] as Row<typeof refundReasons>[]) {
      await tx.insert(refundReasons).values(r).onConflictDoUpdate({ target: refundReasons.id, set: r });
    }
    const visa = data.visa as VisaSeed;
    for (const r of visa.speeds) await tx.insert(visaSpeeds).values(r).onConflictDoUpdate({ target: visaSpeeds.code, set: r });
    for (const r of visa.destinations) await tx.insert(visaDestinations).values(r).onConflictDoUpdate({ target: visaDestinations.code, set: r });
    for (const r of visa.types) await tx.insert(visaTypes).values(r).onConflictDoUpdate({ target: visaTypes.code, set: r });
    await tx.insert(appMeta).values({ key: 'seed_hash', value: hash })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: hash, updatedAt: sql`now()` } });
  });
}

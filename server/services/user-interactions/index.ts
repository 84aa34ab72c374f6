import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AvailableResponse, DeActiveRequest, FlightSearchHistory, NormalizedSearch } from '../../../src/contract';
import { currentUser } from '../../auth/guard';
import type { ServerContext } from '../../context';
import { searchHistories } from '../../db/schema';
import { HttpError, ok } from '../../http/envelope';
import { body, query } from '../../http/schemas';
import type { Reference } from '../../reference';

const HISTORY_SIZE = 20;

/** Records a signed-in user's search; the same search again just moves to the top. */
export function searchRecorder(ctx: ServerContext) {
  return async (request: FastifyRequest, result: AvailableResponse) => {
    if (!request.user) return;
    await ctx.db.insert(searchHistories)
      .values({ userId: request.user.sub, requestId: result.requestId, search: result.search })
      .onConflictDoUpdate({ target: [searchHistories.userId, searchHistories.requestId], set: { active: true, searchedAt: sql`now()` } });
  };
}

function cityName(ref: Reference, code: string): string {
  const city = ref.cityByCode.get(code) ?? ref.cityById.get(ref.airportByIata.get(code)?.cityId ?? -1);
  return city?.nameFa ?? code;
}

function toHistory(ref: Reference, row: typeof searchHistories.$inferSelect): FlightSearchHistory {
  const search = row.search as NormalizedSearch;
  const first = search.segments[0]!;
  const last = search.flightType === 2 ? first : search.segments[search.segments.length - 1]!;
  return {
    id: row.id,
    requestId: row.requestId,
    search,
    origin: first.origin,
    originFa: cityName(ref, first.origin),
    destination: last.destination,
    destinationFa: cityName(ref, last.destination),
    departureDate: first.departureDate,
    returningDate: search.flightType === 2 ? (search.segments[1]?.departureDate ?? null) : null,
    searchedAt: row.searchedAt.toISOString(),
  };
}

export async function userInteractionRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }) {
  const base = '/api/user-interactions/FlightUserInteractions';
  const security = [{ bearerAuth: [] }];

  app.post(`${base}/GetFlightSearchHistories`, {
    schema: { tags: ['user-interactions'], summary: "The current user's recent flight searches, newest first", security, querystring: query(), body: { type: ['object', 'null'] } },
    onRequest: ctx.guards.requireUser,
  }, async (request) => {
    const rows = await ctx.db.select().from(searchHistories)
      .where(and(eq(searchHistories.userId, currentUser(request).sub), eq(searchHistories.active, true)))
      .orderBy(desc(searchHistories.searchedAt), desc(searchHistories.id))
      .limit(HISTORY_SIZE);
    return ok(rows.map((row) => toHistory(ctx.ref, row)));
  });

  app.post<{ Body: DeActiveRequest }>(`${base}/DeActive`, {
    schema: {
      tags: ['user-interactions'], summary: 'Hide one entry of the search history', security, querystring: query(),
      body: body({ id: { type: 'integer', minimum: 1, maximum: 2_147_483_647, 'x-label': 'شناسه' } }, ['id']),
    },
    onRequest: ctx.guards.requireUser,
  }, async (request) => {
    const [row] = await ctx.db.update(searchHistories).set({ active: false })
      .where(and(eq(searchHistories.id, request.body.id), eq(searchHistories.userId, currentUser(request).sub)))
      .returning({ id: searchHistories.id });
    if (!row) throw new HttpError(404, 'این مورد در تاریخچه جست‌وجوی شما نیست.');
    return ok(true);
  });
}

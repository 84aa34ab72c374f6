import type { FastifyInstance } from 'fastify';
import type {
  AvailableRequest, CalendarPricesRequest, FlightDetailRequest, GetAvailableRequestRequest, GetAvailableRequestResponse, PlpProposalDetailsRequest,
} from '../../../src/contract';
import type { ServerContext } from '../../context';
import { COMPRESSES_ITS_OWN } from '../../http/compression';
import { badField, ok } from '../../http/envelope';
import { calendarPrices } from './calendar';
import type { Catalog } from './catalog';
import { flightDetail } from './detail';
import { plpProposals } from './plp';
import { canonicalSearch, requestIds } from './requests';
import { availableSchema, calendarSchema, flightDetailSchema, getAvailableRequestSchema, plpSchema } from './schemas';

export async function flightCatalogRoutes(app: FastifyInstance, { ctx, catalog }: { ctx: ServerContext; catalog: Catalog }) {
  const base = '/api/flight-catalog';

  // Anonymous searches are welcome; a signed-in user's search also goes into their history.
  app.post<{ Body: AvailableRequest }>(`${base}/FlightCatalog/Available`, { schema: availableSchema, onRequest: ctx.guards.optionalUser, ...COMPRESSES_ITS_OWN }, async (request, reply) => {
    const result = await catalog.available(request.body);
    await ctx.onSearch?.(request, result.response);
    // The envelope is serialized and compressed once per search and day; send it as it is.
    return result.body.send(request, reply);
  });

  app.post<{ Body: GetAvailableRequestRequest }>(`${base}/FlightCatalog/GetAvailableRequest`, { schema: getAvailableRequestSchema }, async (request) => {
    const stored = await catalog.loadRequest(request.body.requestId);
    const ids = requestIds(canonicalSearch(stored.search), stored.search);
    return ok<GetAvailableRequestResponse>({
      requestId: ids.requestId,
      returningRequestId: ids.returningRequestId,
      isReturning: stored.leg === 'returning',
      search: stored.search,
    });
  });

  app.post<{ Body: FlightDetailRequest }>(`${base}/FlightCatalog/FlightDetail`, { schema: flightDetailSchema }, async (request) => {
    const stored = await catalog.loadRequest(request.body.requestId);
    const proposal = (await catalog.proposalsOf(stored)).find((p) => p.ProposalId === request.body.proposalId);
    if (!proposal) throw badField('proposalId', 'این پرواز دیگر در نتایج این جست‌وجو نیست؛ دوباره جست‌وجو کنید.');
    return ok(flightDetail(proposal));
  });

  app.post<{ Body: PlpProposalDetailsRequest | null }>(`${base}/FlightCatalog/GetPlpProposalDetails`, { schema: plpSchema }, async (request) =>
    ok(await plpProposals(ctx.ref, catalog, request.body, catalog.today())));

  app.post<{ Body: CalendarPricesRequest }>(`${base}/FlightCalendar/CalendarPrices`, { schema: calendarSchema }, async (request) =>
    ok(await calendarPrices(ctx.ref, catalog.supplier, request.body, catalog.today())));
}

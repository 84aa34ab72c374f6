import type { FastifyInstance } from 'fastify';
import type { AddOrUpdatePassengerRequest, FareRulesRequest, GetFlightDetailsRequest, GetFlightDetailsResponse } from '../../../src/contract';
import { currentUser } from '../../auth/guard';
import type { ServerContext } from '../../context';
import { ok } from '../../http/envelope';
import type { Catalog } from '../flight-catalog/catalog';
import { fareRulesOf, routeRulesOf } from './fare-rules';
import { Passengers, toPassenger } from './passengers';
import { findProposal, findTrip } from './proposals';
import { deletePassengerSchema, fareRulesSchema, flightDetailsSchema, listPassengersSchema, routeRulesSchema, savePassengerSchema } from './schemas';

export interface ReservationOptions {
  ctx: ServerContext;
  catalog: Catalog;
}

/** flight-reservation: saved passengers, the chosen flights' details and rules (orders: ./orders). */
export async function flightReservationRoutes(app: FastifyInstance, { ctx, catalog }: ReservationOptions) {
  const base = '/api/flight-reservation';
  const book = new Passengers(ctx.db);
  const onRequest = ctx.guards.requireUser;

  app.post(`${base}/Passenger/GetCurrentUserPassengers`, { schema: listPassengersSchema, onRequest }, async (request) => {
    const today = catalog.today();
    return ok((await book.list(currentUser(request).sub)).map((row) => toPassenger(row, today)));
  });

  app.post<{ Body: AddOrUpdatePassengerRequest }>(`${base}/Passenger/AddOrUpdatePassenger`, { schema: savePassengerSchema, onRequest }, async (request) => {
    const today = catalog.today();
    return ok(toPassenger(await book.save(currentUser(request).sub, request.body.passenger, today), today));
  });

  app.delete<{ Params: { id: string } }>(`${base}/Passenger/DeletePassenger/:id`, { schema: deletePassengerSchema, onRequest }, async (request) => {
    await book.remove(currentUser(request).sub, request.params.id);
    return ok(true);
  });

  app.post<{ Body: GetFlightDetailsRequest }>(`${base}/Proposals/GetFlightDetails`, { schema: flightDetailsSchema, onRequest }, async (request) => {
    const { search, chosen } = await findTrip(catalog, request.body);
    return ok<GetFlightDetailsResponse>({
      adults: search.adults,
      children: search.children,
      infants: search.infants,
      isDomestic: search.productType === 'DomesticFlight',
      items: chosen.map(({ proposal }) => ({ proposal, seatsLeft: proposal.Seat, fareRules: fareRulesOf(proposal) })),
      totalPrice: chosen.reduce((sum, c) => sum + c.proposal.TotalPrice, 0),
    });
  });

  app.post<{ Body: FareRulesRequest }>(`${base}/FareRules/GetFareRules`, { schema: fareRulesSchema, onRequest }, async (request) => {
    const { proposal } = await findProposal(catalog, request.body.requestId, request.body.proposalId, { request: 'requestId', proposal: 'proposalId' });
    return ok(fareRulesOf(proposal));
  });

  app.post<{ Body: FareRulesRequest }>(`${base}/FareRules/GetRouteRules`, { schema: routeRulesSchema, onRequest }, async (request) => {
    const { proposal, search } = await findProposal(catalog, request.body.requestId, request.body.proposalId, { request: 'requestId', proposal: 'proposalId' });
    return ok(routeRulesOf(proposal, search.productType === 'DomesticFlight'));
  });
}

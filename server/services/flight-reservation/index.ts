import type { FastifyInstance } from 'fastify';
import type {
  AddOrUpdatePassengerRequest, FareRulesRequest, GetFlightDetailsRequest, ReserveFlightOrderRequest, SubmitFlightOrderRequest,
} from '../../../src/contract';
import { currentUser } from '../../auth/guard';
import { ok } from '../../http/envelope';
import type { Booking } from '../orders/booking';
import { orderDetails } from '../orders/store';
import { flightDetailsOf } from './details';
import { fareRulesOf, routeRulesOf } from './fare-rules';
import { Passengers, toPassenger } from './passengers';
import { findProposal, findTrip } from './proposals';
import { verifyIssue } from './issue';
import { reserveOrder, verifyOrder } from './reserve';
import {
  deletePassengerSchema, fareRulesSchema, flightDetailsSchema, listPassengersSchema, reserveSchema, routeRulesSchema, savePassengerSchema, submitSchema, verifyIssueSchema, verifySchema,
} from './schemas';
import { submitFlightOrder, type SubmitDeps } from './submit';

export interface ReservationOptions {
  b: Booking;
  /** Links a reseller-market request to a new order (server/services/resellers). */
  onOrderCreated?: SubmitDeps['onCreated'];
}

/** flight-reservation: saved passengers, the chosen flights' details and rules, ordering and holding seats. */
export async function flightReservationRoutes(app: FastifyInstance, { b, onOrderCreated }: ReservationOptions) {
  const base = '/api/flight-reservation';
  const { catalog } = b;
  const book = new Passengers(b.db);
  const onRequest = b.guards.requireUser;

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

  app.post<{ Body: GetFlightDetailsRequest }>(`${base}/Proposals/GetFlightDetails`, { schema: flightDetailsSchema, onRequest }, async (request) =>
    ok(await flightDetailsOf(b, await findTrip(catalog, request.body))));

  app.post<{ Body: FareRulesRequest }>(`${base}/FareRules/GetFareRules`, { schema: fareRulesSchema, onRequest }, async (request) => {
    const { proposal } = await findProposal(catalog, request.body.requestId, request.body.proposalId, { request: 'requestId', proposal: 'proposalId' });
    return ok(fareRulesOf(proposal));
  });

  app.post<{ Body: FareRulesRequest }>(`${base}/FareRules/GetRouteRules`, { schema: routeRulesSchema, onRequest }, async (request) => {
    const { proposal, search } = await findProposal(catalog, request.body.requestId, request.body.proposalId, { request: 'requestId', proposal: 'proposalId' });
    return ok(routeRulesOf(proposal, search.productType === 'DomesticFlight'));
  });

  const deps: SubmitDeps = { db: b.db, catalog, seats: b.seats, now: b.now, ...(onOrderCreated ? { onCreated: onOrderCreated } : {}) };
  app.post<{ Body: SubmitFlightOrderRequest }>(`${base}/Submit/SubmitFlightOrder`, { schema: submitSchema, onRequest }, async (request) =>
    ok(await orderDetails(b.db, await submitFlightOrder(deps, currentUser(request).sub, request.body))));

  app.post<{ Body: ReserveFlightOrderRequest }>(`${base}/Reserve/ReserveFlightOrder`, { schema: reserveSchema, onRequest }, async (request) =>
    ok(await orderDetails(b.db, await reserveOrder(b, currentUser(request).sub, request.body.orderId))));

  app.get<{ Params: { id: string } }>(`${base}/Submit/VerifyFlightOrder/:id`, { schema: verifySchema, onRequest }, async (request) =>
    ok(await verifyOrder(b, currentUser(request).sub, request.params.id)));

  app.get<{ Params: { id: string } }>(`${base}/Issue/VerifyIssueFlightTicket/:id`, { schema: verifyIssueSchema, onRequest }, async (request) =>
    ok(await verifyIssue(b, currentUser(request).sub, request.params.id)));
}

import type { TourPackage, TourQuote, TourQuoteRequest } from '../../../src/contract/tours';
import type { Db } from '../../db';
import { BadRequest, type FieldErrors } from '../../http/envelope';
import type { TourSupplier } from '../../inventory/tours/supplier';
import { tehranToday } from '../../time/calendar';
import { placesLeft, placesLeftOf } from './places';
import { checkDeparture, checkParty, checkRooms, priceLines, totalOf, typesOf } from './rules';

export interface TourDeps {
  db: Db;
  supplier: TourSupplier;
  now: () => Date;
}

/** GetTours: every package with its coming departures, places left counting our holds and sales. */
export async function listTours(d: TourDeps): Promise<TourPackage[]> {
  const packages = await d.supplier.packages(tehranToday(d.now()));
  const taken = await placesLeftOf(d.db, packages.flatMap((p) => p.departures.map((x) => x.id)));
  return packages.map((p) => ({ ...p, departures: p.departures.map((x) => ({ ...x, placesLeft: taken.get(x.id) ?? x.placesLeft })) }));
}

/** Quote: the party's price in a departure and hotel, and the places left. */
export async function quoteTour(d: TourDeps, body: TourQuoteRequest): Promise<TourQuote> {
  const errors: FieldErrors = {};
  const today = tehranToday(d.now());
  const chosen = await checkDeparture(d.supplier, body, today, errors);
  const types = typesOf(body.passengers, today, chosen?.departure.departureDate ?? today, errors);
  checkParty(types, errors);
  const kinds = checkRooms(types, body.rooms, errors);
  if (!chosen || !kinds || Object.keys(errors).length > 0) throw new BadRequest(errors);
  const lines = priceLines(chosen.hotel, kinds);
  return { lines, total: totalOf(lines), placesLeft: await placesLeft(d.db, d.supplier, chosen.departure.id) };
}

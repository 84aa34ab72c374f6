import type { CipAirport, CipQuote, CipQuoteRequest } from '../../../src/contract/cip';
import type { Db } from '../../db';
import { BadRequest, type FieldErrors } from '../../http/envelope';
import type { CipSupplier } from '../../inventory/cip/supplier';
import { localIso } from '../../time/zones';
import { placesLeft } from './places';
import { checkExtras, checkParty, checkService, priceLines, totalOf } from './rules';

export interface CipDeps {
  db: Db;
  supplier: CipSupplier;
  now: () => Date;
}

export async function airportMap(supplier: CipSupplier): Promise<Map<string, CipAirport>> {
  return new Map((await supplier.airports()).map((a) => [a.code, a]));
}

/** Quote: the price from the tariff, the places left in that hour and when to be there. */
export async function quoteCip(d: CipDeps, body: CipQuoteRequest): Promise<CipQuote> {
  const errors: FieldErrors = {};
  const service = checkService(await airportMap(d.supplier), body, d.now(), { date: 'date', time: 'time' }, errors);
  const party = { adults: body.passengers.adults ?? 0, children: body.passengers.children ?? 0, infants: body.passengers.infants ?? 0 };
  checkParty(party, 'passengers', errors);
  const people = party.adults + party.children + party.infants;
  const extras = checkExtras(service?.airport, body.extras, people, errors);
  if (Object.keys(errors).length > 0 || !service) throw new BadRequest(errors);
  const lines = priceLines(service.airport, service.tariff, party, extras);
  return {
    lines,
    total: totalOf(lines),
    placesLeft: await placesLeft(d.db, d.supplier, service.slot),
    meetAt: localIso(service.meetMs, service.airport.timeZone),
  };
}

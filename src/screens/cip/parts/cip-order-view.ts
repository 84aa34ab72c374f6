import type { CipOrderDetails } from '../../../contract';
import type { CipVoucherData } from '../../../design-system';
import { PASSENGER_KIND_LABELS } from '../../../domain';
import { voucherStateOf } from '../../booking/parts/booked-product';
import { orderTravellerName } from '../../booking/parts/OrderTravellers';

/** An ISO instant with its offset as its own wall clock: «2026-12-10T05:30:00+03:30» → 2026-12-10, 05:30. */
export const wallClockOf = (iso: string) => ({ date: iso.slice(0, 10), time: iso.slice(11, 16) });

const PARTY_KEYS = new Set(['adult', 'child', 'infant']);

/** The order as the voucher card shows it. */
export function voucherOf(order: CipOrderDetails): CipVoucherData {
  const meet = wallClockOf(order.meetAt);
  return {
    orderNumber: order.number,
    confirmationCode: order.confirmationCode,
    state: voucherStateOf(order.status),
    statusFa: order.statusFa,
    kind: order.kind,
    airportCode: order.airport.code,
    airportFa: order.airport.nameFa,
    cityFa: order.airport.cityFa,
    loungeFa: order.airport.loungeFa,
    meetingPointFa: order.meetingPointFa,
    meetDate: meet.date,
    meetTime: meet.time,
    flight: {
      airlineFa: order.flight.airlineNameFa,
      airlineCode: order.flight.airlineCode,
      flightNumber: order.flight.flightNumber,
      date: order.flight.date,
      time: order.flight.time,
      otherAirport: order.flight.otherAirport ?? null,
    },
    travellers: order.passengers.map((p) => ({
      key: p.id,
      nameFa: orderTravellerName(p),
      nameEn: `${p.firstNameEn} ${p.lastNameEn}`.toUpperCase(),
      kindFa: PASSENGER_KIND_LABELS[p.passengerType],
    })),
    extras: order.lines.filter((l) => !PARTY_KEYS.has(l.key)).map((l) => ({ key: l.key, labelFa: l.labelFa, count: l.count })),
    cancellationFa: order.cancellationFa,
  };
}

import type { OrderDetails } from '../../../contract';
import type { PassengerFareRow } from '../../../design-system';
import { PassengerKind } from '../../../domain';

const KINDS = [PassengerKind.Adult, PassengerKind.Child, PassengerKind.Infant] as const;

/** The order's fares per passenger kind (base fare of every flight for one passenger) and its taxes. */
export function fareRowsOf(order: Pick<OrderDetails, 'passengers' | 'items'>): { rows: PassengerFareRow[]; taxes: number } {
  const rows = KINDS.map((kind) => {
    const people = order.passengers.filter((p) => p.passengerType === kind);
    const first = people[0];
    const unitPrice = first ? order.items.filter((i) => i.passengerId === first.id).reduce((sum, i) => sum + i.baseFare, 0) : 0;
    return { kind, count: people.length, unitPrice };
  }).filter((row) => row.count > 0);
  const taxes = order.items.reduce((sum, i) => sum + i.tax, 0);
  return { rows, taxes };
}

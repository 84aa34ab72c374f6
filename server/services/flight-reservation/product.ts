import type { NormalizedSearch } from '../../../src/contract';
import type { ProductAdapter } from '../orders/products';
import { flightRefunds } from '../refund/flight-policy';
import { orderCapacities } from './reserve';
import { seatsFor } from './seats';

/** Flights: seats held by ReserveFlightOrder, sold when paid, tickets issued after payment. */
export const flightProduct: ProductAdapter = {
  payableFrom: ['Reserved'],
  inventoryFa: 'صندلی‌ها',
  async sell(b, tx, order) {
    if (order.status === 'Expired') {
      // A gateway payment that lands after the hold lapsed takes the seats again if they are still there.
      const changes = await b.seats.take(tx, order.id, await orderCapacities(b, order, tx), seatsFor(order.search as NormalizedSearch), 'Sold');
      if (!changes) return false;
      await b.live.publish(tx, { kind: 'seats', changes });
      return true;
    }
    if (order.status !== 'Reserved') return false;
    await b.seats.sell(tx, order.id);
    return true;
  },
  release: (b, tx, order) => b.seats.release(tx, order.id),
  resultPath: (orderId, paymentId) => `/payment/${orderId}/?paymentId=${paymentId}`,
  issuedAfterPaid: true,
  refund: flightRefunds,
};

import type { NormalizedSearch } from '../../../src/contract';
import { sellOrRetake } from '../orders/held-product';
import type { ProductAdapter } from '../orders/product-adapter';
import { flightRefunds } from '../refund/flight-policy';
import { orderCapacities } from './capacities';
import { seatsFor } from './seats';

/** Flights: seats held by ReserveFlightOrder, sold when paid, tickets issued after payment. */
export const flightProduct: ProductAdapter = {
  payableFrom: ['Reserved'],
  inventoryFa: 'صندلی‌ها',
  sell: (b, tx, order) => sellOrRetake(b, tx, order, {
    sell: (t, orderId) => b.seats.sell(t, orderId),
    retake: async (t) => b.seats.take(t, order.id, await orderCapacities(b, order, t), seatsFor(order.search as NormalizedSearch), 'Sold'),
  }),
  release: (b, tx, order) => b.seats.release(tx, order.id),
  resultPath: (orderId, paymentId) => `/payment/${orderId}/?paymentId=${paymentId}`,
  issuedAfterPaid: true,
  refund: flightRefunds,
};

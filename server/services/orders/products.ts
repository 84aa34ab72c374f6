import type { OrderProduct } from '../../../src/contract';
import { cipProduct } from '../cip/product';
import { tourProduct } from '../tours/product';
import { flightProduct } from '../flight-reservation/product';
import { hotelProduct } from '../hotel-reservation/product';
import { visaProduct } from '../visa/product';
import type { ProductAdapter } from './product-adapter';
import type { OrderRow } from './store';

export type { InventoryRelease, NotAFlight, ProductAdapter } from './product-adapter';

/**
 * The registry: the one module that knows every product. A Record, not a Partial: a new product
 * does not compile until it says how it is paid, released and refunded. The adapters take their
 * shared types and helpers from product-adapter and held-product, never from here.
 */
const PRODUCTS: Record<OrderProduct, ProductAdapter> = {
  DomesticFlight: flightProduct, InternationalFlight: flightProduct, Visa: visaProduct, Hotel: hotelProduct, Cip: cipProduct, Tour: tourProduct,
};

export function productTable(): Record<OrderProduct, ProductAdapter> {
  return PRODUCTS;
}

export function productOf(order: Pick<OrderRow, 'product'>): ProductAdapter {
  const adapter = PRODUCTS[order.product as OrderProduct];
  if (!adapter) throw new Error(`unknown product ${order.product}`);
  return adapter;
}

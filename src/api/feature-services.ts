// The services only the flights, booking, visa and account pages call: one chunk, loaded with
// those pages' stores or at the first call (see lazyService).
export { createCipApi } from './cip';
export { createFareWatchApi } from './fare-watch';
export { createFlightCatalogApi } from './flight-catalog';
export { createFlightReservationApi } from './flight-reservation';
export { createHotelCatalogApi } from './hotel-catalog';
export { createHotelReservationApi } from './hotel-reservation';
export { createOrdersApi } from './orders';
export { createPassengersApi } from './passengers';
export { createPaymentApi } from './payment';
export { createRefundApi } from './refund';
export { createResellersApi } from './resellers';
export { createToursApi } from './tours';
export { createVisaApi } from './visa';

import { createAccountApi } from './account';
import { createBlogApi } from './blog';
import { createBookingApi } from './booking';
import { createFlightCatalogApi } from './flight-catalog';
import { createFlightConfigurationApi } from './flight-configuration';
import { createFlightReservationApi } from './flight-reservation';
import { createHealthApi } from './health';
import { createHttp, defaultBases, type ApiBases } from './http';
import { createOrdersApi } from './orders';
import { createPassengersApi } from './passengers';
import { createPaymentApi } from './payment';
import { createRefundApi } from './refund';
import { createUserInteractionsApi } from './user-interactions';
import { createVisaApi } from './visa';
import { createWalletApi } from './wallet';

/** One typed module per backend service, all sharing one axios instance. */
export function createApi(bases: ApiBases = defaultBases(), http = createHttp()) {
  return {
    http,
    bases,
    health: createHealthApi(http, bases),
    account: createAccountApi(http, bases),
    flightCatalog: createFlightCatalogApi(http, bases),
    flightConfiguration: createFlightConfigurationApi(http, bases),
    flightReservation: createFlightReservationApi(http, bases),
    passengers: createPassengersApi(http, bases),
    booking: createBookingApi(http, bases),
    userInteractions: createUserInteractionsApi(http, bases),
    blog: createBlogApi(http, bases),
    orders: createOrdersApi(http, bases),
    wallet: createWalletApi(http, bases),
    payment: createPaymentApi(http, bases),
    refund: createRefundApi(http, bases),
    visa: createVisaApi(http, bases),
  };
}

export type Api = ReturnType<typeof createApi>;
export type { ApiBases, Http, HttpHooks } from './http';
export type { AccountApi } from './account';
export { ApiError, firstErrorMessages } from './errors';

import { createAccountApi } from './account';
import { createBlogApi } from './blog';
import { createBookingApi } from './booking';
import type { CipApi } from './cip';
import type { FareWatchApi } from './fare-watch';
import type { FlightCatalogApi } from './flight-catalog';
import { createFlightConfigurationApi } from './flight-configuration';
import type { FlightReservationApi } from './flight-reservation';
import type { HotelCatalogApi } from './hotel-catalog';
import type { HotelReservationApi } from './hotel-reservation';
import { createHealthApi } from './health';
import { createHttp, defaultBases, type ApiBases, type Http } from './http';
import { lazyService, type AsyncService } from './lazy-service';
import type { OrdersApi } from './orders';
import type { PassengersApi } from './passengers';
import type { PaymentApi } from './payment';
import type { RefundApi } from './refund';
import type { ResellersApi } from './resellers';
import type { ToursApi } from './tours';
import { createUserInteractionsApi } from './user-interactions';
import type { VisaApi } from './visa';
import { createWalletApi } from './wallet';

/** Loads the chunk of the services only some pages call; their pages' stores load it alongside. */
export const preloadFeatureServices = () => import('./feature-services');

type FeatureServices = Awaited<ReturnType<typeof preloadFeatureServices>>;

/** One feature service, created from its chunk at its first call. */
function featureService<S extends AsyncService>(http: Http, bases: ApiBases, create: (m: FeatureServices) => (http: Http, bases: ApiBases) => S): S {
  return lazyService(async () => create(await preloadFeatureServices())(http, bases));
}

/**
 * One typed module per backend service, all sharing one axios instance. The services every page
 * may call (session, places, wallet, home's history and blog) are built at once; the others come
 * from one chunk of their own, so a page that never calls them never loads them.
 */
export function createApi(bases: ApiBases = defaultBases(), http = createHttp()) {
  return {
    http,
    bases,
    health: createHealthApi(http, bases),
    account: createAccountApi(http, bases),
    flightCatalog: featureService<FlightCatalogApi>(http, bases, (m) => m.createFlightCatalogApi),
    fareWatch: featureService<FareWatchApi>(http, bases, (m) => m.createFareWatchApi),
    flightConfiguration: createFlightConfigurationApi(http, bases),
    hotelCatalog: featureService<HotelCatalogApi>(http, bases, (m) => m.createHotelCatalogApi),
    hotelReservation: featureService<HotelReservationApi>(http, bases, (m) => m.createHotelReservationApi),
    cip: featureService<CipApi>(http, bases, (m) => m.createCipApi),
    tours: featureService<ToursApi>(http, bases, (m) => m.createToursApi),
    flightReservation: featureService<FlightReservationApi>(http, bases, (m) => m.createFlightReservationApi),
    passengers: featureService<PassengersApi>(http, bases, (m) => m.createPassengersApi),
    // Eager: its ticket PDF address is a plain string, not a call.
    booking: createBookingApi(http, bases),
    userInteractions: createUserInteractionsApi(http, bases),
    blog: createBlogApi(http, bases),
    orders: featureService<OrdersApi>(http, bases, (m) => m.createOrdersApi),
    wallet: createWalletApi(http, bases),
    payment: featureService<PaymentApi>(http, bases, (m) => m.createPaymentApi),
    refund: featureService<RefundApi>(http, bases, (m) => m.createRefundApi),
    visa: featureService<VisaApi>(http, bases, (m) => m.createVisaApi),
    resellers: featureService<ResellersApi>(http, bases, (m) => m.createResellersApi),
  };
}

export type Api = ReturnType<typeof createApi>;
export type { ApiBases, Http, HttpHooks } from './http';
export type { AccountApi } from './account';
export { ApiError, firstErrorMessages } from './errors';

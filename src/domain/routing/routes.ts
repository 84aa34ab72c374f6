/**
 * SPEC §2's route table as data, shared by the client router and the server.
 * Patterns use react-router syntax (`:param`, `:param?`); the first matching entry wins, so static
 * paths come before the parameterised ones that could also match them.
 *
 * Access (SPEC §2 "Authentication redirects": protected by default, public pages opted out):
 * the passenger, confirmation and payment steps (flight and visa) and the whole profile area are
 * protected; everything else is public. 'guest' is for guest-only pages: the app marks the login
 * view of `/` guest-only itself, so no entry here needs it.
 */
export type RouteAccess = 'public' | 'protected' | 'guest';

export interface RouteDef {
  readonly id: RouteId;
  readonly pattern: string;
  readonly access: RouteAccess;
}

const PUBLIC = 'public';
const PROTECTED = 'protected';

/** Profile child screens (SPEC §2 "Profile area"), under /profile. */
const PROFILE_CHILDREN = [
  ['profileAccount', 'account'],
  ['profileAuthData', 'auth-data'],
  ['profileMyTravels', 'my-travels'],
  ['profilePassengers', 'passengers'],
  ['profileTransactions', 'transactions'],
  // Issue 30: the traveller's fare watches.
  ['profileFareWatches', 'fare-watches'],
  ['profileOrderDetails', 'my-travels/order-details'],
  ['profileFlightOrderItems', 'my-travels/order-details/flight-order-items'],
  ['profileVisaOrderItems', 'my-travels/order-details/VisaOrderItems'],
  // Issue 18: a refund asked for from an issued flight order (README: Refunds).
  ['profileRefund', 'my-travels/order-details/refund'],
] as const;

export const ROUTES = [
  { id: 'home', pattern: '/', access: PUBLIC },
  { id: 'notFound', pattern: '/404', access: PUBLIC },
  { id: 'aboutUs', pattern: '/about-us', access: PUBLIC },
  { id: 'contactUs', pattern: '/contact-us', access: PUBLIC },
  { id: 'privacy', pattern: '/privacy', access: PUBLIC },
  { id: 'privacyBuyingTicket', pattern: '/privacy/buying-ticket', access: PUBLIC },
  { id: 'privacyCharterFlight', pattern: '/privacy/charter-flight', access: PUBLIC },
  { id: 'privacyHotel', pattern: '/privacy/hotel', access: PUBLIC },
  { id: 'privacyInternationalFlight', pattern: '/privacy/international-flight', access: PUBLIC },
  { id: 'privacySystemFlight', pattern: '/privacy/system-flight', access: PUBLIC },
  { id: 'privacyVisa', pattern: '/privacy/visa', access: PUBLIC },
  { id: 'addPassenger', pattern: '/add-passenger', access: PROTECTED },
  { id: 'editPassenger', pattern: '/edit-passenger', access: PROTECTED },
  { id: 'confirm', pattern: '/confirm', access: PROTECTED },
  { id: 'domesticFlights', pattern: '/flight', access: PUBLIC },
  { id: 'hotels', pattern: '/hotels', access: PUBLIC },
  // Issue 20: the hotel booking steps, before any /hotels/:city pattern could take them.
  { id: 'hotelGuests', pattern: '/hotels/book/:hotelId', access: PROTECTED },
  { id: 'hotelConfirm', pattern: '/hotels/confirm/:orderId', access: PROTECTED },
  { id: 'hotelPayment', pattern: '/hotels/payment/:orderId', access: PROTECTED },
  { id: 'hotelVoucher', pattern: '/hotels/voucher/:orderId', access: PROTECTED },
  // Issue 20: a city's hotels and one hotel's rooms (the stay URL, src/domain/hotels/stay-url.ts).
  { id: 'hotelResults', pattern: '/hotels/:city', access: PUBLIC },
  { id: 'hotelPage', pattern: '/hotels/:city/:hotel', access: PUBLIC },
  // Issue 21: VIP airport service (CIP): the product page, then the protected booking steps.
  { id: 'cip', pattern: '/cip', access: PUBLIC },
  { id: 'cipBook', pattern: '/cip/book', access: PROTECTED },
  { id: 'cipConfirm', pattern: '/cip/confirm/:orderId', access: PROTECTED },
  { id: 'cipPayment', pattern: '/cip/payment/:orderId', access: PROTECTED },
  { id: 'cipVoucher', pattern: '/cip/voucher/:orderId', access: PROTECTED },
  { id: 'internationalFlights', pattern: '/international-flight', access: PUBLIC },
  { id: 'plp', pattern: '/plp', access: PUBLIC },
  // Issue 21: package tours: the list, the booking steps (protected), then a tour's page.
  { id: 'tour', pattern: '/tour', access: PUBLIC },
  { id: 'tourBook', pattern: '/tour/book', access: PROTECTED },
  { id: 'tourConfirm', pattern: '/tour/confirm/:orderId', access: PROTECTED },
  { id: 'tourPayment', pattern: '/tour/payment/:orderId', access: PROTECTED },
  { id: 'tourVoucher', pattern: '/tour/voucher/:orderId', access: PROTECTED },
  { id: 'tourPage', pattern: '/tour/:slug', access: PUBLIC },
  { id: 'domesticResults', pattern: '/flight/:iata', access: PUBLIC },
  { id: 'internationalResults', pattern: '/international-flight/:iata?', access: PUBLIC },
  { id: 'visa', pattern: '/visa', access: PUBLIC },
  { id: 'visaAzerbaijan', pattern: '/visa-azerbaijan', access: PUBLIC },
  { id: 'visaItaly', pattern: '/visa-italy', access: PUBLIC },
  { id: 'visaThailand', pattern: '/visa-thiland', access: PUBLIC },
  { id: 'visaUae', pattern: '/visa-uae', access: PUBLIC },
  { id: 'visaAddPassenger', pattern: '/visa/add-passenger', access: PROTECTED },
  { id: 'visaConfirm', pattern: '/visa/confirm', access: PROTECTED },
  { id: 'visaPayment', pattern: '/visa/payment/:orderId?', access: PROTECTED },
  { id: 'visaDestination', pattern: '/visa/:destination', access: PUBLIC },
  { id: 'visaType', pattern: '/visa/:destination/type', access: PUBLIC },
  { id: 'payment', pattern: '/payment/:orderId?', access: PROTECTED },
  // The reseller market's hand-off (README: Routes): protected, so the login keeps its query.
  { id: 'safarMarket', pattern: '/safarmarket', access: PROTECTED },
  { id: 'charterFlights', pattern: '/charter-flight/:flight?', access: PUBLIC },
  { id: 'cheapFlights', pattern: '/cheap-flight/:flight?', access: PUBLIC },
  { id: 'flightsListing', pattern: '/flights/:flight?', access: PUBLIC },
  { id: 'lastSecondFlights', pattern: '/last-second/:flight?', access: PUBLIC },
  { id: 'systemFlights', pattern: '/system-flight/:flight?', access: PUBLIC },
  { id: 'cityPage', pattern: '/cities/:city?', access: PUBLIC },
  { id: 'countryPage', pattern: '/countries/:country?', access: PUBLIC },
  { id: 'profile', pattern: '/profile', access: PROTECTED },
  ...PROFILE_CHILDREN.map(([id, child]) => ({ id, pattern: `/profile/${child}`, access: PROTECTED }) as const),
] as const satisfies readonly { id: string; pattern: string; access: RouteAccess }[];

export type RouteId = (typeof ROUTES)[number]['id'];

/** A route by its id (every id exists: the table is the type). */
export function routeById(id: RouteId): RouteDef {
  return ROUTES.find((r) => r.id === id)!;
}

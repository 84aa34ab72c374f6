import type { RouteId } from '../../../../src/domain/routing';

export const ORDER_ID = '109156be-c4fb-41ea-b1b4-efe1671c5836';
export const MULTI_SEGMENT = 'THR-citycode-IST-airportcode-1405-01-10_IST-airportcode-DXB-airportcode-1405-01-15';

/** One served path per route (trailing-slash form), shared by the domain and server tests. */
export const SAMPLE_PATHS: Record<RouteId, string> = {
  home: '/',
  notFound: '/404/',
  aboutUs: '/about-us/',
  contactUs: '/contact-us/',
  privacy: '/privacy/',
  privacyBuyingTicket: '/privacy/buying-ticket/',
  privacyCharterFlight: '/privacy/charter-flight/',
  privacyHotel: '/privacy/hotel/',
  privacyInternationalFlight: '/privacy/international-flight/',
  privacySystemFlight: '/privacy/system-flight/',
  privacyVisa: '/privacy/visa/',
  addPassenger: '/add-passenger/',
  editPassenger: '/edit-passenger/',
  confirm: '/confirm/',
  domesticFlights: '/flight/',
  hotels: '/hotels/',
  internationalFlights: '/international-flight/',
  plp: '/plp/',
  tour: '/tour/',
  domesticResults: '/flight/THR-MHD/',
  internationalResults: '/international-flight/THR-IST/',
  visa: '/visa/',
  visaAzerbaijan: '/visa-azerbaijan/',
  visaItaly: '/visa-italy/',
  visaThailand: '/visa-thiland/',
  visaUae: '/visa-uae',
  visaAddPassenger: '/visa/add-passenger/',
  visaConfirm: '/visa/confirm/',
  visaPayment: `/visa/payment/${ORDER_ID}/`,
  visaDestination: '/visa/uae/',
  visaType: '/visa/turkey/type/',
  payment: `/payment/${ORDER_ID}/`,
  safarMarket: '/safarmarket/',
  charterFlights: '/charter-flight/',
  cheapFlights: '/cheap-flight/thr-mhd/',
  flightsListing: '/flights/',
  lastSecondFlights: '/last-second/tehran-mashhad/',
  systemFlights: '/system-flight/',
  cityPage: '/cities/dubai/',
  countryPage: '/countries/turkey/',
  profile: '/profile/',
  profileAccount: '/profile/account/',
  profileAuthData: '/profile/auth-data/',
  profileMyTravels: '/profile/my-travels/',
  profilePassengers: '/profile/passengers/',
  profileTransactions: '/profile/transactions/',
  profileOrderDetails: '/profile/my-travels/order-details/',
  profileFlightOrderItems: '/profile/my-travels/order-details/flight-order-items/',
  profileVisaOrderItems: '/profile/my-travels/order-details/VisaOrderItems/',
  profileRefund: '/profile/my-travels/order-details/refund/',
};

/** [path, search, Location] */
export const REDIRECTS: readonly (readonly [string, string, string])[] = [
  // 1. trailing slash, only without a query, a dot or the Dubai visa path
  ['/about-us', '', '/about-us/'],
  ['/flight/THR-MHD', '', '/flight/THR-MHD/'],
  ['/no-such-page', '', '/no-such-page/'],
  ['/profile/my-travels', '', '/profile/my-travels/'],
  // 2. Dubai and Istanbul flights pages, any case, with or without slash, query kept
  ['/flights/dubai', '', '/cities/dubai/'],
  ['/flights/istanbul/', '', '/cities/istanbul/'],
  ['/flights/DUBAI/', '', '/cities/dubai/'],
  ['/Flights/Istanbul', '?utm_source=x', '/cities/istanbul/?utm_source=x'],
  // 3. city prefixes of system and charter listings
  ['/system-flight/city/tehran/', '', '/system-flight/'],
  ['/system-flight/city/tehran/mashhad', '', '/system-flight/'],
  ['/charter-flight/city/', '', '/charter-flight/'],
  ['/charter-flight/city', '', '/charter-flight/'],
  ['/charter-flight/city', '?a=1', '/charter-flight/?a=1'],
  // 4. malformed Tehran–Istanbul
  ['/international-flight/thr-ist/', '', '/international-flight/THR-IST/'],
  ['/international-flight/THR_IST/', '?adults=2', '/international-flight/THR-IST/?adults=2'],
  ['/international-flight/tehran-istanbul', '', '/international-flight/THR-IST/'],
  ['/international-flight/Tehran-Istanbul/', '?adults=1&departing=1405-01-10', '/international-flight/THR-IST/?adults=1&departing=1405-01-10'],
  ['/international-flight/THR%20IST/', '', '/international-flight/THR-IST/'],
  // 5. doubled slash
  ['//international-flight', '', '/international-flight/'],
  ['//international-flight/THR-IST/', '?a=1', '/international-flight/?a=1'],
  ['/international-flight//', '', '/international-flight/'],
  ['/international-flight//THR-IST', '', '/international-flight/'],
  // 6. domestic flights listing
  ['/domestic-flights', '', '/flight/'],
  ['/domestic-flights/', '?x=1', '/flight/?x=1'],
];

/** [path, search, reason] */
export const NOT_FOUND: readonly (readonly [string, string, 'page-not-found' | 'could-not-be-found'])[] = [
  // 7. only the listed cities and countries
  ['/cities/paris/', '', 'page-not-found'],
  ['/cities/tehran/', '?a=1', 'page-not-found'],
  ['/countries/france/', '', 'page-not-found'],
  ['/countries/iran', '?x=1', 'page-not-found'],
  // 8. no match
  ['/no-such-page/', '', 'could-not-be-found'],
  ['/about-us/extra/', '', 'could-not-be-found'],
  ['/profile/settings/', '', 'could-not-be-found'],
  ['/profile/my-travels/order-details/other-items/', '', 'could-not-be-found'],
  ['/cities/dubai/extra/', '', 'could-not-be-found'],
  ['/a//b/', '', 'could-not-be-found'],
  ['/favicon-missing.png', '', 'could-not-be-found'],
  ['/visa-uae/x', '', 'could-not-be-found'],
  // 8. failed parameter checks
  ['/flight/THR/', '', 'could-not-be-found'],
  ['/flight/THR-THR/', '', 'could-not-be-found'],
  ['/flight/TH1-MHD/', '', 'could-not-be-found'],
  ['/flight/THRX-MHD/', '', 'could-not-be-found'],
  ['/flight/THR-MHD-KIH/', '', 'could-not-be-found'],
  ['/flight/THR%20-MHD/', '', 'could-not-be-found'],
  ['/international-flight/THR-citycode-IST-airportcode-1405-13-40/', '', 'could-not-be-found'],
  ['/international-flight/THR-nowhere-IST-airportcode-1405-01-10/', '', 'could-not-be-found'],
  ['/visa/france/', '', 'could-not-be-found'],
  ['/visa/AE/type/', '', 'could-not-be-found'],
  ['/payment/12345/', '', 'could-not-be-found'],
  ['/visa/payment/not-an-order/', '', 'could-not-be-found'],
  ['/payment/109156be-c4fb-41ea-b1b4-efe1671c583/', '', 'could-not-be-found'],
  ['/charter-flight/thr_mhd/', '', 'could-not-be-found'],
  ['/cheap-flight/-thr/', '', 'could-not-be-found'],
  ['/last-second/%D8%AA%D9%87%D8%B1%D8%A7%D9%86/', '', 'could-not-be-found'],
  ['/cities/%E0%A4%A/', '', 'could-not-be-found'],
];

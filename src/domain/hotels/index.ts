/**
 * The hotel search's pure rules: the stay URL, nights, rooms and guests, filters, sort, facets.
 * Imported from here (not re-exported by src/domain/index.ts) so the flight pages and the home
 * page never carry them: hotels load with their own feature chunk.
 */
export * from './booking-url';
export * from './cancellation';
export * from './guest-score';
export * from './hotel-facets';
export * from './hotel-filters';
export * from './hotel-sort';
export * from './hotel-words';
export * from './room-party';
export * from './rooms-param';
export * from './slugs';
export * from './stay-dates';
export * from './stay-url';
export * from './stay-view-params';

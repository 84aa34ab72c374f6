export * from './tour-booking-url';
export * from './tour-list';
export * from './tour-rooms';
export * from './tour-words';

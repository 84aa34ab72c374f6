export { ALL_TRIP_TYPES, DOMESTIC_TRIP_TYPES, TripTypeSwitch } from './TripTypeSwitch';
export type { TripTypeSwitchProps } from './TripTypeSwitch';

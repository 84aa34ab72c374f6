export { LocationPicker } from './LocationPicker';
export type { LocationPickerProps, LocationScope } from './LocationPicker';
export { OriginDestinationPicker } from './OriginDestinationPicker';
export type { OriginDestinationPickerProps, RouteValue } from './OriginDestinationPicker';
export {
  cityCodeOf, findLocation, locationKey, locationLabel, normalizeSearchText, placeOptions, sameLocation, searchPlaces,
} from './places';
export type { LocationOption, LocationValue, Place, PlaceAirport } from './places';

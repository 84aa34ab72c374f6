export { AmenityList } from './AmenityList';
export type { AmenityListProps } from './AmenityList';
export { AMENITY_ICONS } from './amenity-icons';

export { HotelGallery } from './HotelGallery';
export type { HotelGalleryProps } from './HotelGallery';
export type { HotelGalleryPhoto } from './types';

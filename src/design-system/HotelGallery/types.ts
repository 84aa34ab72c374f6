/** One photo of a hotel (the API's photo URLs, sized by the images service). */
export interface HotelGalleryPhoto {
  /** The large photo, for the main view and the lightbox (about 960×640). */
  src: string;
  /** A small copy for the thumbnail row (about 480×320); `src` when absent. */
  thumbnailSrc?: string;
  /** This photo's own alt text, instead of «{altText}، عکس ۳». */
  alt?: string;
}

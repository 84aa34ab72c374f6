/** One photo of a hotel (the API's photo URLs, sized by the images service). */
export interface HotelGalleryPhoto {
  /** The large photo, for the main view and the lightbox (about 960×640). */
  src: string;
  /** The same photo at several widths («… 480w, … 960w»), so a phone loads no more than it shows. */
  srcSet?: string;
  /** A small copy for the thumbnail row (twice its 96×64 for sharp screens); `src` when absent. */
  thumbnailSrc?: string;
  /** This photo's own alt text, instead of «{altText}، عکس ۳». */
  alt?: string;
}

/**
 * Photos from the images service (`/images/<key>.jpg`), cropped to the size asked for, and offered
 * at several widths so a phone loads no more than it shows.
 */

/** A photo key (`hotels/1042/3`, `tours/kish`) at one size. */
export const photoUrl = (key: string, width: number, height: number) => `/images/${key}.jpg?rmode=crop&width=${width}&height=${height}`;

/** The same photo at each width, its height kept at width × ratio: «url 240w, url 480w, …». */
export const photoSrcSet = (key: string, widths: readonly number[], ratio: number) =>
  widths.map((w) => `${photoUrl(key, w, Math.round(w * ratio))} ${w}w`).join(', ');

/** A results card's photo (3:2): a desktop's 15rem column at 1× and 2×, a phone's full-width card up to 3×. */
export const CARD_PHOTO_WIDTHS = [240, 480, 720, 960] as const;

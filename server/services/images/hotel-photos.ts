/**
 * Hotel photos without files: `hotels/<hotelId>/<n>` is drawn as an SVG scene seeded by the hotel
 * and the photo number, so every hotel has its own pictures, the same in every process. Photo 1
 * is the front; the rest are rooms, the lobby, the pool, sea or courtyard, and the restaurant.
 */
import { HotelKind } from '../../../src/domain/hotels';
import { onCoast } from '../../inventory/hotels/hotel-facts';
import type { HotelSupplier } from '../../inventory/hotels/supplier';
import { seeded } from '../../inventory/random';
import { palette, svgDocument } from './hotel-scenes/common';
import { facade } from './hotel-scenes/facades';
import { lobby, restaurant, room } from './hotel-scenes/interiors';
import { courtyard, pool, seaside } from './hotel-scenes/outdoors';

/** What a hotel's pictures depend on. */
export interface PhotoSubject {
  id: number;
  kind: HotelKind;
  stars: number;
  coastal: boolean;
  photoCount: number;
}

export type HotelPhotoLookup = (hotelId: number) => Promise<PhotoSubject | undefined>;

/** The supplier's hotels (its catalogue is built once), with the coast from their city. */
export function supplierPhotoLookup(supplier: HotelSupplier, cities: readonly { cityId: number; cityCode: string }[]): HotelPhotoLookup {
  const codes = new Map(cities.map((c) => [c.cityId, c.cityCode]));
  return async (hotelId) => {
    const hotel = await supplier.hotel(hotelId);
    if (!hotel) return undefined;
    const { id, kind, stars, photos } = hotel;
    return { id, kind, stars, photoCount: photos.length, coastal: onCoast(codes.get(hotel.cityId) ?? '') };
  };
}

const RASTER = ['jpg', 'jpeg', 'png', 'webp'] as const;
export type RasterExtension = (typeof RASTER)[number];

/** `hotels/1042/3.jpg` → its hotel, photo number and format; anything else is not a hotel photo. */
export function parseHotelPhoto(requested: string): { hotelId: number; n: number; extension: RasterExtension } | undefined {
  const match = /^hotels\/([1-9]\d{0,8})\/([1-9]\d{0,2})\.([a-z]{3,4})$/.exec(requested);
  if (!match || !(RASTER as readonly string[]).includes(match[3]!)) return undefined;
  return { hotelId: Number(match[1]), n: Number(match[2]), extension: match[3] as RasterExtension };
}

type Scene = 'room' | 'lobby' | 'outdoor' | 'restaurant';
/** After the front, photos go round these, so a hotel with many photos shows several rooms. */
const ROUND: readonly Scene[] = ['room', 'lobby', 'outdoor', 'restaurant', 'room'];

/** The SVG of one photo of a hotel; the caller has checked `n` is within the hotel's photos. */
export function drawHotelPhoto(subject: PhotoSubject, n: number): string {
  // The palette is the hotel's, the rest the photo's: a hotel's pictures share colours, not layouts.
  const colours = palette(seeded(`hotel-photo:${subject.id}`));
  const random = seeded(`hotel-photo:${subject.id}:${n}`);
  if (n === 1) return svgDocument(facade(subject, colours, random));
  const scene = ROUND[(n - 2) % ROUND.length]!;
  if (scene === 'room') return svgDocument(room(subject, colours, random));
  if (scene === 'lobby') return svgDocument(subject.kind === HotelKind.TraditionalHouse ? courtyard(colours, random) : lobby(subject, colours, random));
  if (scene === 'restaurant') return svgDocument(restaurant(subject, colours, random));
  if (subject.coastal) return svgDocument(seaside(colours, random));
  if (subject.kind === HotelKind.TraditionalHouse) return svgDocument(courtyard(colours, random));
  // A small inland hotel has no pool to show: another room instead.
  return svgDocument(subject.stars >= 3 ? pool(colours, random) : room(subject, colours, random));
}

/** The photo's SVG, or undefined for an unknown hotel or a photo number it does not have. */
export async function hotelPhotoSvg(lookup: HotelPhotoLookup, hotelId: number, n: number): Promise<Buffer | undefined> {
  const subject = await lookup(hotelId);
  if (!subject || n > subject.photoCount) return undefined;
  return Buffer.from(drawHotelPhoto(subject, n));
}

/**
 * The `rooms` parameter of the stay URL: the whole party in a few characters.
 *
 *   rooms are joined by "_"; a room is its adults, then "-" and its children's ages joined by ","
 *   2          one room, two adults (the default, so it is left out of the URL)
 *   2-5,7_1    room 1: two adults with children aged 5 and 7; room 2: one adult
 *   1_1_1      three rooms of one adult
 *
 * Only digits and "-_," : nothing a browser escapes, so a shared link reads as written.
 */
import { normalizeDigits } from '../numbers';
import type { RoomParty } from './room-party';

export const ROOM_SEPARATOR = '_';
const ROOM = /^(\d{1,2})(?:-(\d{1,2}(?:,\d{1,2})*))?$/;

/** The rooms as the URL writes them. Expects a valid party (every age chosen). */
export function writeRoomsParam(rooms: readonly RoomParty[]): string {
  return rooms
    .map((room) => (room.childAges.length > 0 ? `${room.adults}-${room.childAges.join(',')}` : String(room.adults)))
    .join(ROOM_SEPARATOR);
}

/**
 * The rooms a `rooms` value spells, in any digits; null when it does not follow the grammar.
 * Counts and ages are read as written: whether they are allowed is validateRooms's business.
 */
export function readRoomsParam(text: string): RoomParty[] | null {
  const rooms: RoomParty[] = [];
  for (const part of normalizeDigits(text.trim()).split(ROOM_SEPARATOR)) {
    const m = ROOM.exec(part);
    if (!m) return null;
    rooms.push({ adults: Number(m[1]), childAges: m[2] ? m[2].split(',').map(Number) : [] });
  }
  return rooms;
}

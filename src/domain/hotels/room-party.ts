/**
 * Who sleeps in which room: the rules of a hotel search's rooms and guests. Children are guests
 * under 12 (REFERENCE "Passengers": adult 12+) and each needs an age, because hotels price a
 * child by age (a cot, an extra bed, free under some age).
 */
import { toPersianDigits } from '../numbers';
import type { FieldError } from '../result';

export const MIN_ROOMS = 1;
export const MAX_ROOMS = 5;
export const MIN_ADULTS_PER_ROOM = 1;
/** The largest family suites; beyond that it is a group booking, made through support. */
export const MAX_ADULTS_PER_ROOM = 6;
export const MAX_CHILDREN_PER_ROOM = 4;
export const MIN_CHILD_AGE = 0;
/** From 12 a guest counts as an adult. */
export const MAX_CHILD_AGE = 11;

export interface RoomParty {
  readonly adults: number;
  /** One entry per child; null while the form still waits for that child's age. */
  readonly childAges: readonly (number | null)[];
}

/** One room of two adults: the usual stay, and what an absent `rooms` parameter means. */
export const DEFAULT_ROOMS: readonly RoomParty[] = Object.freeze([Object.freeze({ adults: 2, childAges: Object.freeze([]) })]);

export interface PartyTotals {
  readonly rooms: number;
  readonly adults: number;
  readonly children: number;
  readonly guests: number;
}

export function partyTotals(rooms: readonly RoomParty[]): PartyTotals {
  let adults = 0;
  let children = 0;
  for (const room of rooms) {
    adults += room.adults;
    children += room.childAges.length;
  }
  return { rooms: rooms.length, adults, children, guests: adults + children };
}

/** «۲ اتاق، ۳ بزرگسال، ۱ کودک»; the children part is left out when there are none. */
export function formatRoomsSummary(rooms: readonly RoomParty[]): string {
  const t = partyTotals(rooms);
  const parts = [`${toPersianDigits(t.rooms)} اتاق`, `${toPersianDigits(t.adults)} بزرگسال`];
  if (t.children > 0) parts.push(`${toPersianDigits(t.children)} کودک`);
  return parts.join('، ');
}

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

function checkRoom(room: RoomParty, i: number, errors: FieldError[]): void {
  const at = `rooms[${i}]`;
  const roomName = `اتاق ${toPersianDigits(i + 1)}`;
  if (!isWhole(room.adults)) {
    errors.push({ field: `${at}.adults`, message: `تعداد بزرگسال ${roomName} باید عددی صحیح باشد.` });
  } else if (room.adults < MIN_ADULTS_PER_ROOM) {
    errors.push({ field: `${at}.adults`, message: `${roomName} دست‌کم یک بزرگسال لازم دارد.` });
  } else if (room.adults > MAX_ADULTS_PER_ROOM) {
    errors.push({ field: `${at}.adults`, message: `حداکثر ${toPersianDigits(MAX_ADULTS_PER_ROOM)} بزرگسال در هر اتاق.` });
  }
  if (room.childAges.length > MAX_CHILDREN_PER_ROOM) {
    errors.push({ field: `${at}.childAges`, message: `حداکثر ${toPersianDigits(MAX_CHILDREN_PER_ROOM)} کودک در هر اتاق.` });
  }
  room.childAges.forEach((age, c) => {
    const field = `${at}.childAges[${c}]`;
    const child = `کودک ${toPersianDigits(c + 1)} در ${roomName}`;
    if (age === null) errors.push({ field, message: `سن ${child} را انتخاب کنید.` });
    else if (!isWhole(age) || age < MIN_CHILD_AGE || age > MAX_CHILD_AGE) {
      errors.push({
        field,
        message: `سن ${child} باید بین ${toPersianDigits(MIN_CHILD_AGE)} تا ${toPersianDigits(MAX_CHILD_AGE)} سال باشد.`,
      });
    }
  });
}

/**
 * Every problem with the rooms and guests, in Persian; empty when valid. Fields are paths into the
 * list: 'rooms', 'rooms[1].adults', 'rooms[1].childAges', 'rooms[1].childAges[0]'.
 */
export function validateRooms(rooms: readonly RoomParty[]): FieldError[] {
  const errors: FieldError[] = [];
  if (rooms.length < MIN_ROOMS) errors.push({ field: 'rooms', message: 'دست‌کم یک اتاق لازم است.' });
  else if (rooms.length > MAX_ROOMS) {
    errors.push({ field: 'rooms', message: `حداکثر ${toPersianDigits(MAX_ROOMS)} اتاق در هر رزرو.` });
  }
  rooms.forEach((room, i) => checkRoom(room, i, errors));
  return errors;
}

/** The picker's limits for one room, so buttons disable themselves before a rule is broken. */
export function roomLimits(room: RoomParty): { canAddAdult: boolean; canRemoveAdult: boolean; canAddChild: boolean } {
  return {
    canAddAdult: room.adults < MAX_ADULTS_PER_ROOM,
    canRemoveAdult: room.adults > MIN_ADULTS_PER_ROOM,
    canAddChild: room.childAges.length < MAX_CHILDREN_PER_ROOM,
  };
}

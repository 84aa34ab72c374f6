import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROOMS, formatRoomsSummary, MAX_ADULTS_PER_ROOM, MAX_CHILD_AGE, MAX_CHILDREN_PER_ROOM, MAX_ROOMS, partyTotals,
  readRoomsParam, roomLimits, validateRooms, writeRoomsParam, type RoomParty,
} from '../../../../src/domain/hotels';

const room = (adults: number, ...childAges: (number | null)[]): RoomParty => ({ adults, childAges });
const fields = (rooms: RoomParty[]) => validateRooms(rooms).map((e) => e.field);

describe('rooms and guests', () => {
  it('totals and summarises in Persian', () => {
    const rooms = [room(2, 5), room(1)];
    expect(partyTotals(rooms)).toEqual({ rooms: 2, adults: 3, children: 1, guests: 4 });
    expect(formatRoomsSummary(rooms)).toBe('۲ اتاق، ۳ بزرگسال، ۱ کودک');
    expect(formatRoomsSummary(DEFAULT_ROOMS)).toBe('۱ اتاق، ۲ بزرگسال');
  });

  it('accepts the default and the largest allowed party', () => {
    expect(validateRooms(DEFAULT_ROOMS)).toEqual([]);
    const biggest = Array.from({ length: MAX_ROOMS }, () => room(MAX_ADULTS_PER_ROOM, 0, 3, 7, MAX_CHILD_AGE));
    expect(validateRooms(biggest)).toEqual([]);
  });

  it('needs 1 to 5 rooms', () => {
    expect(validateRooms([])).toEqual([{ field: 'rooms', message: 'دست‌کم یک اتاق لازم است.' }]);
    expect(validateRooms(Array.from({ length: 6 }, () => room(1)))).toEqual([{ field: 'rooms', message: 'حداکثر ۵ اتاق در هر رزرو.' }]);
  });

  it('needs 1 to 6 adults per room, named by the room', () => {
    expect(validateRooms([room(1), room(0)])).toEqual([{ field: 'rooms[1].adults', message: 'اتاق ۲ دست‌کم یک بزرگسال لازم دارد.' }]);
    expect(fields([room(7)])).toEqual(['rooms[0].adults']);
    expect(fields([room(1.5)])).toEqual(['rooms[0].adults']);
  });

  it('allows 4 children a room, each with an age from 0 to 11', () => {
    expect(fields([room(2, 1, 2, 3, 4, 5)])).toEqual(['rooms[0].childAges']);
    expect(validateRooms([room(2), room(1, 4, 12)])).toEqual([
      { field: 'rooms[1].childAges[1]', message: 'سن کودک ۲ در اتاق ۲ باید بین ۰ تا ۱۱ سال باشد.' },
    ]);
    expect(fields([room(1, -1)])).toEqual(['rooms[0].childAges[0]']);
  });

  it('asks for an age not yet chosen', () => {
    expect(validateRooms([room(1), room(2, null)])).toEqual([
      { field: 'rooms[1].childAges[0]', message: 'سن کودک ۱ در اتاق ۲ را انتخاب کنید.' },
    ]);
  });

  it('tells the picker which buttons still work', () => {
    expect(roomLimits(room(1))).toEqual({ canAddAdult: true, canRemoveAdult: false, canAddChild: true });
    expect(roomLimits(room(MAX_ADULTS_PER_ROOM, ...Array<number>(MAX_CHILDREN_PER_ROOM).fill(3)))).toEqual({
      canAddAdult: false, canRemoveAdult: true, canAddChild: false,
    });
  });
});

describe('the rooms parameter', () => {
  it.each<[string, RoomParty[]]>([
    ['2', [room(2)]],
    ['2-5,7_1', [room(2, 5, 7), room(1)]],
    ['1_1_1', [room(1), room(1), room(1)]],
    ['3-0', [room(3, 0)]],
  ])('%s', (text, rooms) => {
    expect(writeRoomsParam(rooms)).toBe(text);
    expect(readRoomsParam(text)).toEqual(rooms);
  });

  it('reads Persian digits and surrounding blanks', () => {
    expect(readRoomsParam(' ۲-۵,۷_۱ ')).toEqual([room(2, 5, 7), room(1)]);
  });

  it.each(['', '_', '2_', '2-', '2-5,', '2--5', 'a', '2-5_x', '123', '2-5,7,', '2.5'])('refuses %j', (text) => {
    expect(readRoomsParam(text)).toBeNull();
  });

  it('round-trips every valid party (property)', () => {
    const roomArb = fc.record({
      adults: fc.integer({ min: 1, max: MAX_ADULTS_PER_ROOM }),
      childAges: fc.array(fc.integer({ min: 0, max: MAX_CHILD_AGE }), { maxLength: MAX_CHILDREN_PER_ROOM }),
    });
    fc.assert(
      fc.property(fc.array(roomArb, { minLength: 1, maxLength: MAX_ROOMS }), (rooms) => {
        const text = writeRoomsParam(rooms);
        expect(text).toMatch(/^[0-9,_-]+$/);
        expect(encodeURIComponent(text).replace(/%2C/g, ',')).toBe(text);
        expect(readRoomsParam(text)).toEqual(rooms);
        expect(validateRooms(rooms)).toEqual([]);
      }),
    );
  });
});

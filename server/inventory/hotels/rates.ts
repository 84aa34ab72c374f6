/**
 * Nightly rates and rooms left, per hotel, room type and night. Each night is a function of
 * (hotel, room type, board, night, today) alone, so a stay is the sum of its nights and its availability
 * the fewest rooms over them.
 */
import { isoToJalali } from '../../../src/domain/jalali';
import { daysBetween, weekday } from '../../time/calendar';
import { roundRials } from '../fares';
import { unit } from '../random';
import type { HotelPricing } from './reference-hotels';
import { roomPriceRatio } from './rooms';
import { Board } from '../../../src/domain/hotels';

/** Meals on top of the room, per adult the room sleeps, against the hotel's double rate. */
const BOARD_SHARE: Record<Board, number> = { [Board.RoomOnly]: 0, [Board.Breakfast]: 0.08, [Board.HalfBoard]: 0.2, [Board.FullBoard]: 0.32 };

/** The calendar facts of one night, the same for every hotel: worked out once per stay. */
export interface NightDay {
  date: string;
  /** Jalali month and day. */
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Days from today (Tehran) to the night. */
  lead: number;
}

export function nightDay(date: string, today: string): NightDay {
  const { month, day } = isoToJalali(date);
  return { date, month, day, weekday: weekday(date), lead: daysBetween(today, date) };
}

/**
 * The Iranian calendar drives demand at home and abroad: Nowruz (Farvardin 1–13) fills every
 * destination, the last days of Esfand lead up to it, and the school summer (Tir–Shahrivar) is
 * high season except on the Gulf coast, whose season is the mild winter (Dey–Bahman).
 */
export function seasonFactor(night: NightDay, pricing: HotelPricing): number {
  const { month, day } = night;
  if (month === 1 && day <= 13) return pricing.domestic ? 1.6 : 1.35;
  if (month === 12 && day >= 25) return 1.15;
  if (month >= 4 && month <= 6) return pricing.winterPeak ? 0.85 : 1.2;
  if ((month === 10 || month === 11) && pricing.winterPeak) return 1.2;
  return 1;
}

/** The weekend's nights cost more: Thursday most in Iran, the eve before the day off. */
export function weekdayFactor(night: NightDay, pricing: HotelPricing): number {
  const [first, second] = pricing.weekend;
  if (night.weekday === first) return 1.18;
  if (night.weekday === second) return 1.1;
  return night.weekday === (first + 6) % 7 ? 1.04 : 1;
}

/**
 * Booked far ahead a night is cheaper; in the last days what is left goes for more. Unlike
 * flights (fares.ts) no last-minute dumping: an empty hotel room is not a charter seat.
 */
export function leadFactor(days: number): number {
  if (days <= 2) return 1.08;
  if (days <= 7) return 1.04;
  if (days <= 30) return 1;
  if (days <= 90) return 0.97;
  return 0.94;
}

/** One room type on one night, before the board is chosen (every board shares the rooms). */
export interface RoomNight {
  /** The room alone in rials, before the night's demand and rounding. */
  room: number;
  /** The night's demand on the price: season, weekday and lead time. */
  demand: number;
  /** Rooms of the type still free; 0 means sold out. */
  roomsLeft: number;
}

export function roomNight(hotelId: number, pricing: HotelPricing, roomTypeId: string, night: NightDay): RoomNight {
  const season = seasonFactor(night, pricing);
  const week = weekdayFactor(night, pricing);
  const key = `${hotelId}:${roomTypeId}:${night.date}`;
  const room = pricing.doubleRate * roomPriceRatio(roomTypeId) * (0.97 + 0.06 * unit(`rate:${key}`));
  // Busy nights, popular hotels and near dates are fuller; some nights sell out entirely.
  const occupancy = 0.3 + 0.3 * pricing.popularity + (season - 1) * 0.6 + (week - 1) * 1.5
    + (night.lead <= 3 ? 0.15 : night.lead <= 14 ? 0.07 : 0) + 0.5 * (unit(`occupancy:${key}`) - 0.5);
  const inventory = pricing.inventory[roomTypeId] ?? 0;
  const roomsLeft = Math.max(0, Math.min(inventory, Math.floor(inventory * (1 - occupancy))));
  return { room, demand: season * week * leadFactor(night.lead), roomsLeft };
}

/** A night's price in integer rials: the room and the board's meals for the adults it sleeps. */
export function nightPrice(pricing: HotelPricing, night: RoomNight, board: Board, adults: number): number {
  return roundRials((night.room + pricing.doubleRate * BOARD_SHARE[board] * adults) * night.demand);
}

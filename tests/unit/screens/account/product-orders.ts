import type {
  CipOrderDetails, HotelOrderDetails, OrderItemStatus, OrderSummary, TourOrderDetails,
} from '../../../../src/contract';
import { summary } from './fixtures';

const CONTACT = { mobile: '09121234567', email: null };
const HISTORY = [
  { status: 'Created' as const, at: '2026-11-20T08:00:00Z', note: null },
  { status: 'Issued' as const, at: '2026-11-20T08:05:01Z', note: null },
];
const PERSON = {
  firstNameFa: 'سارا', lastNameFa: 'محمدی', firstNameEn: 'Sara', lastNameEn: 'Mohammadi', gender: 'Female' as const,
  nationality: 'IR', nationalCode: '0012345679', passportNumber: null,
};

/** Summaries as GetById answers them: a hotel's and a tour's departureTime is a plain day, as the server writes it. */
export const hotelSummary = (over: Partial<OrderSummary> = {}) =>
  summary({ id: 'h1', product: 'Hotel', title: 'هتل آسمان، شیراز', departureTime: '2026-11-25', ...over });
export const tourSummary = (over: Partial<OrderSummary> = {}) =>
  summary({ id: 't1', product: 'Tour', title: 'تور کیش', departureTime: '2026-12-03', ...over });
export const cipSummary = (over: Partial<OrderSummary> = {}) =>
  summary({ id: 'c1', product: 'Cip', title: 'CIP خروجی فرودگاه امام خمینی', departureTime: '2026-11-25T08:00:00+03:30', ...over });

/** A two-night stay of one room per status given. */
export function hotelOrder(over: Partial<OrderSummary> = {}, roomStatuses: OrderItemStatus[] = ['Active']): HotelOrderDetails {
  return {
    ...hotelSummary(over),
    hotel: {
      hotelId: 7, nameFa: 'هتل آسمان', nameEn: 'Aseman Hotel', stars: 4, kind: 'hotel', cityId: 3, cityNameFa: 'شیراز', districtFa: 'مرکز شهر',
      addressFa: 'خیابان زند', latitude: 29.6, longitude: 52.5, checkInTime: '14:00', checkOutTime: '12:00', photos: [],
    },
    stay: { cityId: 3, hotelId: 7, checkIn: '2026-11-25', checkOut: '2026-11-27', nights: 2, rooms: roomStatuses.map(() => ({ adults: 2, childAges: [] })) },
    rooms: roomStatuses.map((status, i) => ({
      id: `r${i + 1}`, roomTypeId: 'dbl', roomNameFa: 'دوتخته دبل', bedsFa: 'یک تخت دونفره', board: 'breakfast', adults: 2, childAges: [],
      leadGuest: { ...PERSON, passportExpiryDate: null },
      nights: [{ date: '2026-11-25', price: 15_000_000, roomsLeft: 3 }, { date: '2026-11-26', price: 15_000_000, roomsLeft: 3 }],
      price: 30_000_000, status,
    })),
    cancellation: { refundable: true, freeUntilDaysBefore: 2, penaltyPercent: 50 },
    cancellationFa: 'لغو رایگان تا ۲ روز پیش از ورود؛ پس از آن ۵۰٪ مبلغ',
    freeCancellationUntil: '2026-11-23', contact: CONTACT, specialRequests: null, confirmationNumber: 'AS-1234', history: HISTORY,
  };
}

/** A four-night tour, one traveller per status given. */
export function tourOrder(over: Partial<OrderSummary> = {}, statuses: OrderItemStatus[] = ['Active']): TourOrderDetails {
  return {
    ...tourSummary(over),
    tour: { id: 'k1', slug: 'kish', titleFa: 'تور کیش', destinationFa: 'کیش', photo: 'tours/kish.jpg', includesFa: [], documentsFa: [], visaDestination: null },
    departure: { id: 'd1', departureDate: '2026-12-03', returnDate: '2026-12-07', nights: 4, airlineCode: 'IR', airlineNameFa: 'ایران ایر' },
    hotel: { id: 'h7', hotelNameFa: 'هتل مریم', stars: 5, boardFa: 'با صبحانه' },
    passengers: statuses.map((status, i) => ({ ...PERSON, id: `tp${i + 1}`, passengerType: 1, priceKind: 'adult-double', price: 40_000_000, status })),
    rooms: [{ travellers: statuses.map((_, i) => i) }],
    lines: [{ key: 'adult-double', labelFa: 'بزرگسال در اتاق دوتخته', count: statuses.length, unitPrice: 40_000_000, amount: 40_000_000 * statuses.length }],
    cancellation: { freeUntilDaysBefore: 7, penaltyPercent: 30 }, cancellationFa: 'لغو رایگان تا ۷ روز پیش از حرکت',
    contact: CONTACT, confirmationCode: 'TOUR-1', history: HISTORY,
  };
}

/** A departure CIP service, one traveller per status given. */
export function cipOrder(over: Partial<OrderSummary> = {}, statuses: OrderItemStatus[] = ['Active']): CipOrderDetails {
  return {
    ...cipSummary(over),
    airport: { code: 'IKA', nameFa: 'امام خمینی', cityFa: 'تهران', timeZone: 'Asia/Tehran', loungeFa: 'سالن CIP' },
    kind: 'Departure',
    flight: { airlineCode: 'IR', flightNumber: '451', date: '2026-11-25', time: '08:00', airlineNameFa: 'ایران ایر' },
    flightTime: '2026-11-25T08:00:00+03:30', meetingPointFa: 'ورودی سالن CIP', meetAt: '2026-11-25T05:30:00+03:30',
    passengers: statuses.map((status, i) => ({ ...PERSON, id: `cp${i + 1}`, passengerType: 1, price: 20_000_000, status })),
    lines: [{ key: 'adult', labelFa: 'بزرگسال', count: statuses.length, unitPrice: 20_000_000, amount: 20_000_000 * statuses.length }],
    cancellation: { freeUntilHoursBefore: 24, penaltyPercent: 50 }, cancellationFa: 'لغو رایگان تا ۲۴ ساعت پیش از پرواز',
    contact: CONTACT, confirmationCode: 'CIP-1', flightOrderId: null, history: HISTORY,
  };
}

/**
 * Route schemas. They check shapes and bound sizes only; the stay's rules (nights, rooms, ages)
 * are the domain's and answer in its words, so the lists here are looser than the rules.
 */
import { body, query } from '../../http/schemas';

const TAGS = ['hotel-catalog'];

const id = (label: string) => ({ type: 'integer', minimum: 1, maximum: 2_147_483_647, 'x-label': label });
const cityId = id('شناسه شهر');
const hotelId = id('شناسه هتل');
const slug = (label: string) => ({
  type: 'string', maxLength: 80, pattern: '^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$', 'x-label': label, 'x-message': `${label} فقط حروف لاتین، رقم و خط تیره دارد.`,
});
const citySlug = slug('نامک شهر');
const hotelSlug = slug('نامک هتل');
const stayDate = (label: string) => ({
  type: 'string', maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$', 'x-label': label, 'x-message': `${label} باید به شکل YYYY-MM-DD باشد.`,
});

const room = body({
  adults: { type: 'integer', 'x-label': 'تعداد بزرگسال' },
  childAges: {
    type: 'array', maxItems: 20, 'x-label': 'سن کودکان',
    // null: a child whose age is not chosen yet; the domain's rule names it.
    items: { type: ['integer', 'null'], 'x-label': 'سن کودک' },
  },
}, ['adults'], { 'x-label': 'اتاق' });

const stayFields = {
  checkIn: stayDate('تاریخ ورود'),
  checkOut: stayDate('تاریخ خروج'),
  isJalali: { type: 'boolean', 'x-label': 'تاریخ شمسی' },
  rooms: { type: 'array', maxItems: 20, items: room, 'x-label': 'اتاق‌ها' },
};

export const destinationsSchema = {
  tags: TAGS,
  summary: 'Cities with hotel counts and hotels by name (Persian or English) for the destination picker',
  querystring: query({ q: { type: 'string', maxLength: 60, 'x-label': 'متن جست‌وجو' } }),
};

export const searchSchema = {
  tags: TAGS,
  summary: 'Every hotel of a city (or one hotel) with its cheapest offer for the stay and party',
  querystring: query(),
  body: body({ cityId, hotelId, citySlug, hotelSlug, ...stayFields }, ['checkIn', 'checkOut']),
};

export const hotelSchema = {
  tags: TAGS,
  summary: 'One hotel\'s facts and every room type × board offer for the stay, night by night',
  querystring: query(),
  body: body({ hotelId, citySlug, hotelSlug, ...stayFields }, ['checkIn', 'checkOut']),
};

export const calendarSchema = {
  tags: TAGS,
  summary: 'Cheapest per-night price of each check-in day of a month (Jalali when the year is under 2000)',
  querystring: query({
    cityId,
    hotelId,
    citySlug,
    hotelSlug,
    month: { type: 'string', maxLength: 7, pattern: '^\\d{4}-\\d{2}$', 'x-label': 'ماه', 'x-message': 'ماه باید به شکل YYYY-MM باشد (مثل ۱۴۰۵-۰۱).' },
    nights: { type: 'integer', 'x-label': 'تعداد شب' },
    adults: { type: 'integer', 'x-label': 'تعداد بزرگسال' },
  }, ['month']),
};

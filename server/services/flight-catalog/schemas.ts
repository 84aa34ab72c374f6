import { body, isoDate, locationCode, query } from '../../http/schemas';

const TAGS = ['flight-catalog'];

const count = (label: string, minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum, 'x-label': label });
const cabinType = { type: 'integer', enum: [1, 2, 3], 'x-label': 'کلاس پرواز', 'x-message': 'کلاس پرواز باید ۱ (اکونومی)، ۲ (بیزینس) یا ۳ (فرست) باشد.' };
const flightType = { type: 'integer', enum: [1, 2, 3], 'x-label': 'نوع سفر', 'x-message': 'نوع سفر باید ۱ (یک‌طرفه)، ۲ (رفت و برگشت) یا ۳ (چندمسیره) باشد.' };
const codeType = { type: 'string', enum: ['CityCode', 'AirportCode'], 'x-label': 'نوع کد', 'x-message': 'نوع کد باید CityCode یا AirportCode باشد.' };
const requestId = {
  type: 'string', maxLength: 36, pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  'x-label': 'شناسه جست‌وجو', 'x-message': 'شناسه جست‌وجو معتبر نیست.',
};

const segment = body({
  origin: { ...locationCode, 'x-label': 'مبدأ', 'x-message': 'مبدأ باید کد سه‌حرفی فرودگاه یا شهر باشد (مثل THR).' },
  originType: codeType,
  destination: { ...locationCode, 'x-label': 'مقصد', 'x-message': 'مقصد باید کد سه‌حرفی فرودگاه یا شهر باشد (مثل MHD).' },
  destinationType: codeType,
  departureDate: { ...isoDate, 'x-label': 'تاریخ پرواز' },
  isJalali: { type: 'boolean' },
}, ['origin', 'destination', 'departureDate'], { 'x-label': 'مسیر' });

export const availableSchema = {
  tags: TAGS,
  summary: 'Search flights: one-way, round trip (isReturning proposals) or multi-destination',
  querystring: query(),
  body: body({
    adults: count('تعداد بزرگسالان', 1, 9),
    children: count('تعداد کودکان', 0, 8),
    infants: count('تعداد نوزادان', 0, 9),
    cabinType,
    flightType,
    tripType: flightType,
    productType: { type: 'string', enum: ['DomesticFlight', 'InternationalFlight'], 'x-label': 'نوع محصول' },
    segments: { type: 'array', minItems: 1, maxItems: 4, items: segment, 'x-label': 'مسیرها' },
  }, ['segments']),
};

export const getAvailableRequestSchema = {
  tags: TAGS,
  summary: 'The search stored under a requestId',
  querystring: query(),
  body: body({ requestId }, ['requestId']),
};

export const flightDetailSchema = {
  tags: TAGS,
  summary: 'One proposal of a search with its refund and fare rules',
  querystring: query(),
  body: body({ requestId, proposalId: { type: 'string', minLength: 1, maxLength: 400, 'x-label': 'شناسه پیشنهاد' } }, ['requestId', 'proposalId']),
};

export const plpSchema = {
  tags: TAGS,
  summary: 'Cheapest proposals per day for listing pages (charter, system, last-second)',
  querystring: query(),
  body: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: {
      plpPairKey: { type: 'string', maxLength: 7, pattern: '^[A-Za-z]{3}-[A-Za-z]{3}$', 'x-label': 'مسیر', 'x-message': 'مسیر باید به شکل THR-MHD باشد.' },
      kind: { type: 'string', enum: ['All', 'Charter', 'System', 'LastSecond'], 'x-label': 'نوع فهرست' },
      days: count('تعداد روز', 1, 14),
    },
  },
};

export const calendarSchema = {
  tags: TAGS,
  summary: 'Cheapest one-adult price per day over a date range, for the date picker',
  querystring: query(),
  body: body({
    origin: { ...locationCode, 'x-label': 'مبدأ' },
    originType: codeType,
    destination: { ...locationCode, 'x-label': 'مقصد' },
    destinationType: codeType,
    fromDate: { ...isoDate, 'x-label': 'تاریخ شروع' },
    toDate: { ...isoDate, 'x-label': 'تاریخ پایان' },
    cabinType,
  }, ['origin', 'destination', 'fromDate', 'toDate']),
};

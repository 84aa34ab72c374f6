/**
 * Route schemas: shapes and sizes only. The service's rules (airport, kind, day, time, party,
 * extras) are ./rules.ts's and the travellers' are the passengers' (server/rules/passenger.ts), so
 * their messages are those rules'.
 */
import { bearer, body, idParams, query, uuid } from '../../http/schemas';
import { passengerInput } from '../flight-reservation/schemas';

const TAGS = ['cip'];

const text = (label: string, max: number) => ({ type: 'string', maxLength: max, 'x-label': label });

const count = (label: string) => ({ type: 'integer', minimum: 0, maximum: 99, 'x-label': label, 'x-message': `${label} باید عددی صفر یا مثبت باشد.` });

const extras = {
  type: 'array', maxItems: 10, 'x-label': 'خدمات اضافه',
  items: body({
    extra: text('خدمت اضافه', 40),
    count: { type: 'integer', minimum: 1, maximum: 99, 'x-label': 'تعداد', 'x-message': 'تعداد باید عددی مثبت باشد.' },
  }, ['extra'], { 'x-label': 'خدمت اضافه' }),
};

const service = {
  airport: text('فرودگاه', 10),
  kind: text('نوع خدمت', 20),
  isJalali: { type: 'boolean', 'x-label': 'تاریخ شمسی' },
  extras,
};

export const airportsSchema = {
  tags: TAGS, summary: 'Airports with the CIP (VIP) service: lounge, kinds offered with per-person tariffs and where to meet, extras, cancellation policy', querystring: query(),
};

export const quoteSchema = {
  tags: TAGS,
  summary: 'The price of a CIP service from the airport\'s tariff, the lounge places left in that hour and when to be at the meeting point',
  querystring: query(),
  body: body({
    ...service,
    date: text('تاریخ پرواز', 10),
    time: text('ساعت پرواز', 5),
    passengers: body({ adults: count('تعداد بزرگسال'), children: count('تعداد کودک'), infants: count('تعداد نوزاد') }, ['adults'], { 'x-label': 'مسافران' }),
  }, ['airport', 'kind', 'date', 'time', 'passengers']),
};

const { id: _id, passengerIssuingCountry: _issuer, ...identity } = (passengerInput as { properties: Record<string, object> }).properties;
const traveller = body({ passengerId: { ...uuid, type: ['string', 'null'], 'x-label': 'شناسه مسافر ذخیره‌شده' }, ...identity }, ['firstNameEn', 'lastNameEn', 'gender', 'birthDate'], { 'x-label': 'مسافر' });

export const bookSchema = {
  tags: TAGS,
  summary: 'Book a CIP service for a flight: priced again from the tariff, lounge places held for the payment window (status Reserved)',
  description: 'A 400 with meta.errors.expectedPrice when the total changed (nothing is held), with meta.errors["flight.time"] when the lounge is full in that hour.',
  security: bearer,
  querystring: query(),
  body: body({
    ...service,
    flight: body({
      airlineCode: text('شرکت هواپیمایی', 3),
      flightNumber: text('شماره پرواز', 8),
      date: text('تاریخ پرواز', 10),
      time: text('ساعت پرواز', 5),
      otherAirport: { type: ['string', 'null'], maxLength: 3, 'x-label': 'فرودگاه مبدأ یا مقصد' },
    }, ['airlineCode', 'flightNumber', 'date', 'time'], { 'x-label': 'پرواز' }),
    // Looser than the rule (1–9): the party's message names the limit.
    passengers: { type: 'array', maxItems: 20, items: traveller, 'x-label': 'مسافران' },
    contact: body({
      mobile: { type: 'string', minLength: 1, maxLength: 20, 'x-label': 'موبایل', 'x-message': 'شماره موبایل معتبر نیست.' },
      email: { type: ['string', 'null'], maxLength: 254, format: 'email', 'x-label': 'ایمیل', 'x-message': 'ایمیل معتبر نیست.' },
    }, ['mobile'], { 'x-label': 'اطلاعات تماس' }),
    expectedPrice: { type: 'integer', minimum: 0, maximum: 1e13, 'x-label': 'مبلغ دیده‌شده' },
    clientRequestId: { type: 'string', minLength: 1, maxLength: 100, 'x-label': 'شناسه درخواست' },
    chanel: { type: 'string', enum: ['Pwa', 'WebSite'], 'x-label': 'کانال', 'x-message': 'کانال باید Pwa یا WebSite باشد.' },
    flightOrderId: { ...uuid, type: ['string', 'null'], 'x-label': 'سفارش پرواز', 'x-message': 'شناسه سفارش پرواز معتبر نیست.' },
  }, ['airport', 'kind', 'flight', 'passengers', 'contact', 'expectedPrice']),
};

export const detailsSchema = {
  tags: TAGS, summary: 'A CIP order of the current user: airport, service, flight, where and when to meet, travellers, lines, policy, confirmation code and history',
  security: bearer, querystring: query(), params: idParams,
};

export const voucherSchema = {
  tags: TAGS, summary: 'The Persian voucher of an issued CIP order (application/pdf); 400 before it is issued, 503 when no Chromium is available',
  security: bearer, querystring: query(), params: idParams, produces: ['application/pdf'],
};

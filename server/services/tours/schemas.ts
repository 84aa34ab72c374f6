/**
 * Route schemas: shapes and sizes only. The service's rules (departure, hotel, party, rooms) are
 * ./rules.ts's and the travellers' are the passengers' (server/rules/passenger.ts), so their
 * messages are those rules'.
 */
import { bearer, body, idParams, query, uuid } from '../../http/schemas';
import { passengerInput } from '../flight-reservation/schemas';

const TAGS = ['tours'];

const text = (label: string, max: number) => ({ type: 'string', maxLength: max, 'x-label': label });

const indexList = (label: string) => ({
  type: 'array', maxItems: 12, 'x-label': label,
  items: { type: 'integer', minimum: 0, maximum: 99, 'x-label': 'شماره مسافر', 'x-message': 'شماره مسافر باید عددی صفر یا مثبت باشد.' },
});

const rooms = {
  type: 'array', maxItems: 12, 'x-label': 'اتاق‌ها',
  items: body({ travellers: indexList('مسافران اتاق'), withoutBed: indexList('کودکان بدون تخت') }, ['travellers'], { 'x-label': 'اتاق' }),
};

const choice = { departureId: text('تاریخ حرکت', 100), hotelOptionId: text('هتل', 40), rooms };

export const toursSchema = {
  tags: TAGS, summary: 'Tour packages with their coming departures: airline, hotel options with per-person prices, places left, itinerary, what is included, documents, visa and cancellation policy', querystring: query(),
};

export const quoteSchema = {
  tags: TAGS,
  summary: 'The price of a party in a tour departure and hotel: travellers by age on the departure date, rooms shared (single supplement, children with or without a bed, infants), and the places left',
  querystring: query(),
  body: body({
    ...choice,
    // Looser than the rule (1–9): the party's message names the limit.
    passengers: { type: 'array', maxItems: 20, items: body({ birthDate: text('تاریخ تولد', 20) }, ['birthDate'], { 'x-label': 'مسافر' }), 'x-label': 'مسافران' },
  }, ['departureId', 'hotelOptionId', 'passengers', 'rooms']),
};

const { id: _id, passengerIssuingCountry: _issuer, ...identity } = (passengerInput as { properties: Record<string, object> }).properties;
const traveller = body({ passengerId: { ...uuid, type: ['string', 'null'], 'x-label': 'شناسه مسافر ذخیره‌شده' }, ...identity }, ['firstNameEn', 'lastNameEn', 'gender', 'birthDate'], { 'x-label': 'مسافر' });

export const bookSchema = {
  tags: TAGS,
  summary: 'Book a tour departure: priced again, one place per traveller (infants none) held for the payment window (status Reserved)',
  description: 'A 400 with meta.errors.expectedPrice when the total changed (nothing is held), with meta.errors.departureId when the departure is full.',
  security: bearer,
  querystring: query(),
  body: body({
    ...choice,
    passengers: { type: 'array', maxItems: 20, items: traveller, 'x-label': 'مسافران' },
    contact: body({
      mobile: { type: 'string', minLength: 1, maxLength: 20, 'x-label': 'موبایل', 'x-message': 'شماره موبایل معتبر نیست.' },
      email: { type: ['string', 'null'], maxLength: 254, format: 'email', 'x-label': 'ایمیل', 'x-message': 'ایمیل معتبر نیست.' },
    }, ['mobile'], { 'x-label': 'اطلاعات تماس' }),
    expectedPrice: { type: 'integer', minimum: 0, maximum: 1e13, 'x-label': 'مبلغ دیده‌شده' },
    clientRequestId: { type: 'string', minLength: 1, maxLength: 100, 'x-label': 'شناسه درخواست' },
    chanel: { type: 'string', enum: ['Pwa', 'WebSite'], 'x-label': 'کانال', 'x-message': 'کانال باید Pwa یا WebSite باشد.' },
  }, ['departureId', 'hotelOptionId', 'passengers', 'rooms', 'contact', 'expectedPrice']),
};

export const detailsSchema = {
  tags: TAGS, summary: 'A tour order of the current user: package, departure, hotel, travellers with their price kinds, rooms, lines, policy, confirmation code and history',
  security: bearer, querystring: query(), params: idParams,
};

export const voucherSchema = {
  tags: TAGS, summary: 'The Persian voucher of an issued tour order (application/pdf); 400 before it is issued, 503 when no Chromium is available',
  security: bearer, querystring: query(), params: idParams, produces: ['application/pdf'],
};

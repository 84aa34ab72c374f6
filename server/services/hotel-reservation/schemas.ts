/**
 * Route schemas: shapes and sizes only. The stay's rules (dates, rooms, ages) are the domain's and
 * the guest's are the passengers' (server/rules/passenger.ts), so their messages are those rules'.
 */
import { bearer, body, idParams, query, uuid } from '../../http/schemas';
import { passengerInput } from '../flight-reservation/schemas';

const TAGS = ['hotel-reservation'];

const stayDate = (label: string) => ({
  type: 'string', maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$', 'x-label': label, 'x-message': `${label} باید به شکل YYYY-MM-DD باشد.`,
});

// A passenger's identity fields, without what a hotel does not ask (birth date, kind, issuing country).
const { id: _id, passengerType: _type, birthDate: _birth, passportIssuingCountry: _issuer, ...identity } = (passengerInput as { properties: Record<string, object> }).properties;

const leadGuest = body({ passengerId: { ...uuid, type: ['string', 'null'], 'x-label': 'شناسه مسافر ذخیره‌شده' }, ...identity }, ['firstNameEn', 'lastNameEn', 'gender'], { 'x-label': 'سرپرست اتاق' });

const room = body({
  adults: { type: 'integer', 'x-label': 'تعداد بزرگسال' },
  childAges: { type: 'array', maxItems: 20, items: { type: 'integer', 'x-label': 'سن کودک' }, 'x-label': 'سن کودکان' },
  offerKey: { type: 'string', minLength: 1, maxLength: 200, 'x-label': 'اتاق انتخابی' },
  leadGuest,
}, ['adults', 'offerKey', 'leadGuest'], { 'x-label': 'اتاق' });

export const bookSchema = {
  tags: TAGS,
  summary: 'Book rooms of one hotel for a stay: priced again from the supplier, rooms held for the payment window (status Reserved)',
  description: 'A 400 with meta.errors.expectedPrice when the total changed (nothing is held), with meta.errors["rooms[i].offerKey"] when a room is sold out or not of this hotel and stay.',
  security: bearer,
  querystring: query(),
  body: body({
    hotelId: { type: 'integer', minimum: 1, maximum: 2_147_483_647, 'x-label': 'شناسه هتل' },
    checkIn: stayDate('تاریخ ورود'),
    checkOut: stayDate('تاریخ خروج'),
    isJalali: { type: 'boolean', 'x-label': 'تاریخ شمسی' },
    // Looser than the rule (1–5): the domain's message names the limit.
    rooms: { type: 'array', maxItems: 20, items: room, 'x-label': 'اتاق‌ها' },
    contact: body({
      mobile: { type: 'string', minLength: 1, maxLength: 20, 'x-label': 'موبایل', 'x-message': 'شماره موبایل معتبر نیست.' },
      email: { type: ['string', 'null'], maxLength: 254, format: 'email', 'x-label': 'ایمیل', 'x-message': 'ایمیل معتبر نیست.' },
    }, ['mobile'], { 'x-label': 'اطلاعات تماس' }),
    specialRequests: { type: ['string', 'null'], maxLength: 500, 'x-label': 'درخواست ویژه' },
    expectedPrice: { type: 'integer', minimum: 0, maximum: 1e13, 'x-label': 'مبلغ دیده‌شده' },
    clientRequestId: { type: 'string', minLength: 1, maxLength: 100, 'x-label': 'شناسه درخواست' },
    chanel: { type: 'string', enum: ['Pwa', 'WebSite'], 'x-label': 'کانال', 'x-message': 'کانال باید Pwa یا WebSite باشد.' },
  }, ['hotelId', 'checkIn', 'checkOut', 'rooms', 'contact', 'expectedPrice']),
};

export const detailsSchema = {
  tags: TAGS, summary: 'A hotel order of the current user: hotel, stay, rooms and guests, policy, confirmation number and history', security: bearer,
  querystring: query(), params: idParams,
};

export const voucherSchema = {
  tags: TAGS, summary: 'The Persian voucher of an issued hotel order (application/pdf); 400 before it is issued, 503 when no Chromium is available',
  security: bearer, querystring: query(), params: idParams, produces: ['application/pdf'],
};

import { bearer, body, idParams, optionalBody, query, uuid } from '../../http/schemas';

const TAGS = ['flight-reservation'];
const nullableText = (label: string, maxLength: number, message?: string) => ({ type: ['string', 'null'], maxLength, 'x-label': label, ...(message ? { 'x-message': message } : {}) });
const dateText = (label: string) => ({ type: ['string', 'null'], maxLength: 10, 'x-label': label, 'x-message': `${label} باید به شکل YYYY-MM-DD باشد.` });

export const requestId = { ...uuid, 'x-label': 'شناسه جست‌وجو', 'x-message': 'شناسه جست‌وجو معتبر نیست.' };
export const proposalId = { type: 'string', minLength: 1, maxLength: 400, 'x-label': 'شناسه پرواز' };

/** One traveller (saved passengers and the passengers of an order share it). */
export const passengerInput = body({
  id: uuid,
  passengerType: { type: 'integer', enum: [1, 2, 3], 'x-label': 'نوع مسافر', 'x-message': 'نوع مسافر باید ۱ (بزرگسال)، ۲ (کودک) یا ۳ (نوزاد) باشد.' },
  firstNameFa: nullableText('نام فارسی', 50),
  lastNameFa: nullableText('نام خانوادگی فارسی', 50),
  firstNameEn: { type: 'string', maxLength: 50, 'x-label': 'نام انگلیسی' },
  lastNameEn: { type: 'string', maxLength: 50, 'x-label': 'نام خانوادگی انگلیسی' },
  gender: { type: 'string', enum: ['Male', 'Female'], 'x-label': 'جنسیت', 'x-message': 'جنسیت باید Male یا Female باشد.' },
  birthDate: { ...dateText('تاریخ تولد'), type: 'string' },
  nationality: { type: 'string', pattern: '^[A-Za-z]{2}$', maxLength: 2, 'x-label': 'ملیت', 'x-message': 'ملیت باید کد دوحرفی کشور باشد (مثل IR).' },
  nationalCode: nullableText('کد ملی', 12),
  passportNumber: nullableText('شماره گذرنامه', 20),
  passportExpiryDate: dateText('تاریخ انقضای گذرنامه'),
  passportIssuingCountry: { type: ['string', 'null'], pattern: '^[A-Za-z]{2}$', maxLength: 2, 'x-label': 'کشور صادرکننده گذرنامه', 'x-message': 'کشور صادرکننده باید کد دوحرفی کشور باشد.' },
}, ['firstNameEn', 'lastNameEn', 'gender', 'birthDate'], { 'x-label': 'مسافر' });

export const listPassengersSchema = {
  tags: TAGS, summary: "The current user's saved passengers, newest first", security: bearer, querystring: query(), body: optionalBody(),
};

export const savePassengerSchema = {
  tags: TAGS,
  summary: 'Save a passenger (Persian and Latin names, national code, passport); with id or a known national code it updates',
  security: bearer,
  querystring: query(),
  body: body({ passenger: passengerInput }, ['passenger']),
};

export const deletePassengerSchema = {
  tags: TAGS, summary: 'Delete one of your saved passengers', security: bearer, querystring: query(), params: idParams,
};

export const flightDetailsSchema = {
  tags: TAGS,
  summary: 'The chosen proposal(s) priced now, with live seats and fare rules',
  security: bearer,
  querystring: query(),
  body: body({ requestId, proposalId, returningRequestId: requestId, returningProposalId: proposalId }, ['requestId', 'proposalId']),
};

export const fareRulesSchema = {
  tags: TAGS, summary: 'Cancellation penalties by time before departure and fare rules of a proposal', security: bearer,
  querystring: query(), body: body({ requestId, proposalId }, ['requestId', 'proposalId']),
};

export const routeRulesSchema = { ...fareRulesSchema, summary: 'Airport check-in times and travel documents for each flight of a proposal' };

const proposalRef = body({ requestId, proposalId }, ['requestId', 'proposalId'], { 'x-label': 'پرواز' });

export const submitSchema = {
  tags: TAGS,
  summary: 'Order the chosen flights for these passengers; the server prices the order again (status Created)',
  security: bearer,
  querystring: query(),
  body: body({
    proposal: body({ requestId, proposalId, returningRequestId: requestId, returningProposalId: proposalId }, ['requestId', 'proposalId'], { 'x-label': 'پرواز' }),
    proposals: { type: 'array', minItems: 1, maxItems: 2, items: proposalRef, 'x-label': 'پروازها' },
    passengers: { type: 'array', minItems: 1, maxItems: 9, items: passengerInput, 'x-label': 'مسافران' },
    contact: body({
      mobile: { type: 'string', minLength: 1, maxLength: 20, 'x-label': 'موبایل', 'x-message': 'شماره موبایل معتبر نیست.' },
      email: { type: ['string', 'null'], maxLength: 254, format: 'email', 'x-label': 'ایمیل', 'x-message': 'ایمیل معتبر نیست.' },
    }, ['mobile'], { 'x-label': 'اطلاعات تماس' }),
    chanel: { type: 'string', enum: ['Pwa', 'WebSite'], 'x-label': 'کانال', 'x-message': 'کانال باید Pwa یا WebSite باشد.' },
    clientRequestId: { type: 'string', minLength: 1, maxLength: 100, 'x-label': 'شناسه درخواست' },
    safarMarketRequestId: { ...uuid, 'x-label': 'شناسه سفرمارکت' },
  }, ['passengers', 'contact']),
};

export const orderIdBody = body({ orderId: { ...uuid, 'x-label': 'شناسه سفارش', 'x-message': 'شناسه سفارش معتبر نیست.' } }, ['orderId']);

export const reserveSchema = {
  tags: TAGS, summary: 'Hold the seats of a Created order for 15 minutes (status Reserved)', security: bearer, querystring: query(), body: orderIdBody,
};

export const verifySchema = {
  tags: TAGS, summary: 'Can the order be paid now (a live hold), and how long is left', security: bearer, querystring: query(), params: idParams,
};

export const verifyIssueSchema = {
  tags: TAGS, summary: 'Issue a paid order (PNR and ticket numbers, once) and answer its tickets', security: bearer, querystring: query(), params: idParams,
};

import { bearer, body, idParams, query, uuid } from '../../http/schemas';

const TAGS = ['fare-watch'];
const requestId = { ...uuid, 'x-label': 'شناسه جست‌وجو', 'x-message': 'شناسه جست‌وجو معتبر نیست.' };
const flag = (label: string) => ({ type: 'boolean', 'x-label': label, 'x-message': `${label} باید درست یا نادرست باشد.` });
const channels = { push: flag('اعلان مرورگر'), sms: flag('پیامک'), email: flag('ایمیل') };
const base64url = (label: string, max: number) => ({ type: 'string', minLength: 16, maxLength: max, pattern: '^[A-Za-z0-9_-]+=*$', 'x-label': label, 'x-message': `${label} معتبر نیست.` });
const endpoint = { type: 'string', minLength: 12, maxLength: 1024, pattern: '^https://', 'x-label': 'نشانی اشتراک اعلان', 'x-message': 'نشانی اشتراک اعلان معتبر نیست.' };

export const listSchema = { tags: TAGS, summary: "The traveller's fare watches, newest first", security: bearer, querystring: query() };

export const createSchema = {
  tags: TAGS, summary: 'Watch the search of a results page (the same search and month again returns the same watch)', security: bearer, querystring: query(),
  body: body({ requestId, flexible: flag('هر روز ماه'), channels: body(channels) }, ['requestId']),
};

export const channelsSchema = { tags: TAGS, summary: 'Choose how a watch reaches the traveller', security: bearer, querystring: query(), params: idParams, body: body(channels) };

export const removeSchema = { tags: TAGS, summary: 'Stop a watch and its alerts', security: bearer, querystring: query(), params: idParams };

export const publicKeySchema = { tags: TAGS, summary: 'The VAPID public key browsers subscribe with', querystring: query() };

export const subscribeSchema = {
  tags: TAGS, summary: "Keep this browser's push subscription for the signed-in session", security: bearer, querystring: query(),
  body: body({ endpoint, expirationTime: { type: ['number', 'null'] }, keys: body({ p256dh: base64url('کلید اشتراک', 200), auth: base64url('کلید احراز اشتراک', 64) }, ['p256dh', 'auth']) }, ['endpoint', 'keys']),
};

export const unsubscribeSchema = { tags: TAGS, summary: 'This browser wants no more pushes', security: bearer, querystring: query(), body: body({ endpoint }, ['endpoint']) };

export const flexibleDatesSchema = { tags: TAGS, summary: 'Round-trip prices for departure × return days ±3 around a search', querystring: query(), body: body({ requestId }, ['requestId']) };

export const insightSchema = { tags: TAGS, summary: "Whether today's cheapest price is low, typical or high for the route and lead time", querystring: query(), body: body({ requestId }, ['requestId']) };

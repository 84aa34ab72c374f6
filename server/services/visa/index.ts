import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { SubmitVisaRequest, VerifyVisaPaymentResponse, VisaImageKind, VisaSpeed, VisaTotalPrice } from '../../../src/contract';
import { currentUser } from '../../auth/guard';
import { visaImages } from '../../db/schema';
import { badField, HttpError, ok } from '../../http/envelope';
import { multipartBody } from '../../http/multipart';
import { bearer, body, idParams, query, uuid } from '../../http/schemas';
import type { FileStorage } from '../../providers/storage';
import type { Booking } from '../orders/booking';
import { PAID_STATUSES } from '../orders/settle';
import { ownedOrder } from '../orders/store';
import { passengerInput } from '../flight-reservation/schemas';
import { basePrices, findVisa, loadVisaCatalog, unitPrice, visaEnums } from './catalog';
import { visaOrderDetails } from './details';
import { IMAGE_MAX_BYTES, ImageStore, toVisaImage } from './images';
import { submitVisa } from './submit';

const TAGS = ['visa'];
const speed = { type: 'string', enum: ['Normal', 'Urgent', 'SuperUrgent'], 'x-label': 'سرعت رسیدگی', 'x-message': 'سرعت رسیدگی باید Normal، Urgent یا SuperUrgent باشد.' };
const text = (label: string, maxLength: number) => ({ type: 'string', minLength: 1, maxLength, 'x-label': label });
const imageId = (label: string) => ({ ...uuid, 'x-label': label, 'x-message': `${label}: شناسه تصویر یا خود فایل را بفرستید.` });
const passengerProps = (passengerInput as { properties: Record<string, unknown> }).properties;
const { id: _id, passengerType: _type, ...visaPassengerProps } = passengerProps;
const multipart = { consumes: ['multipart/form-data', 'application/json'] };

const kindOf = (field: string): VisaImageKind => (/photo$/i.test(field) ? 'Photo' : /passport(Image)?$/i.test(field) ? 'Passport' : 'Other');

/** /api/visa/ and the visa order reads under /api/orders/. */
export async function visaRoutes(app: FastifyInstance, { b, storage }: { b: Booking; storage: FileStorage }) {
  const images = new ImageStore(b.db, storage);
  const onRequest = b.guards.requireUser;
  await app.register(fastifyMultipart, { limits: { fileSize: IMAGE_MAX_BYTES } });
  const parse = multipartBody({
    maxFileBytes: IMAGE_MAX_BYTES, maxFiles: 18, tooLarge: 'حجم تصویر نباید بیشتر از ۵ مگابایت باشد.',
    onFile: async (request, field, data) => (await images.store(currentUser(request).sub, kindOf(field), data, field, request.log)).id,
  });
  const base = '/api/visa';

  app.get(`${base}/Visa/GetVisaEnums`, { schema: { tags: TAGS, summary: 'Destinations with their visa types, speeds, kinds, documents and image rules', querystring: query() } },
    async () => ok(visaEnums(await loadVisaCatalog(b.db))));

  app.get(`${base}/Visa/GetBasePrices`, { schema: { tags: TAGS, summary: 'Price per passenger of every visa type at each speed', querystring: query() } },
    async () => ok(basePrices(await loadVisaCatalog(b.db))));

  app.get<{ Querystring: { destination: string; visaType: string; passengerCount?: number; speed?: VisaSpeed } }>(`${base}/Visa/GetTotalPrice`, {
    schema: {
      tags: TAGS, summary: 'Total price of a visa request: destination, type, passenger count and processing speed',
      querystring: query({
        destination: text('مقصد', 40), visaType: text('نوع روادید', 40),
        passengerCount: { type: 'integer', minimum: 1, maximum: 9, default: 1, 'x-label': 'تعداد مسافران' }, speed,
      }, ['destination', 'visaType']),
    },
  }, async (request) => {
    const catalog = await loadVisaCatalog(b.db);
    const { destination, type } = findVisa(catalog, request.query.destination, request.query.visaType);
    if (!destination) throw badField('destination', 'این مقصد روادید نداریم.');
    if (!type) throw badField('visaType', `این نوع روادید برای ${destination.nameFa} نیست.`);
    const s = request.query.speed ?? 'Normal';
    const count = request.query.passengerCount ?? 1;
    const unit = unitPrice(catalog, type.code, s);
    return ok<VisaTotalPrice>({ destination: destination.code, visaType: type.code, speed: s, passengerCount: count, unitPrice: unit, totalPrice: unit * count, processingDays: type.processingDays[s] });
  });

  app.post<{ Body: { file: string; kind?: VisaImageKind } }>(`${base}/Submit/UploadImage`, {
    schema: {
      tags: TAGS, summary: 'Upload a photo or passport scan (multipart: file, kind); checked by content, 5 MB at most', security: bearer, querystring: query(),
      consumes: ['multipart/form-data'],
      body: body({ file: imageId('فایل'), kind: { type: 'string', enum: ['Photo', 'Passport', 'Other'], 'x-label': 'نوع تصویر' } }, ['file']),
    },
    onRequest,
    preValidation: async (request: FastifyRequest) => {
      if (!(request as FastifyRequest & { isMultipart(): boolean }).isMultipart()) throw badField('file', 'تصویر را به شکل multipart/form-data در فیلد file بفرستید.');
      await parse(request);
    },
  }, async (request) => {
    const userId = currentUser(request).sub;
    const { file, kind } = request.body;
    const [row] = kind
      ? await b.db.update(visaImages).set({ kind }).where(and(eq(visaImages.id, file), eq(visaImages.userId, userId))).returning()
      : await b.db.select().from(visaImages).where(and(eq(visaImages.id, file), eq(visaImages.userId, userId)));
    if (!row) throw badField('file', 'تصویر را به شکل فایل بفرستید.');
    return ok(toVisaImage(row));
  });

  app.get<{ Params: { id: string } }>(`${base}/Submit/Image/:id`, {
    schema: { tags: TAGS, summary: 'The bytes of one of your uploaded images (image/jpeg, png or webp)', security: bearer, querystring: query(), params: idParams },
    onRequest,
  }, async (request, reply) => {
    const image = await images.read(currentUser(request).sub, request.params.id, request.log);
    // Someone else's image is a 404 like an unknown one: its existence is not told either.
    if (!image) throw new HttpError(404, 'این تصویر پیدا نشد.');
    return reply
      .type(image.contentType)
      // Only the browser that asked may keep it: identity documents never sit in a shared cache.
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(image.data);
  });

  app.post<{ Body: SubmitVisaRequest }>(`${base}/Submit/SubmitVisaRequest`, {
    schema: {
      tags: TAGS, summary: 'Ask for a visa (multipart with nested keys a[b], or JSON with image ids); the server prices it (order status Created)',
      security: bearer, querystring: query(), ...multipart,
      body: body({
        destination: text('مقصد', 40), visaType: text('نوع روادید', 40), speed,
        travelDate: { type: 'string', maxLength: 10, 'x-label': 'تاریخ سفر', 'x-message': 'تاریخ سفر باید به شکل YYYY-MM-DD باشد.' },
        passengers: {
          type: 'array', minItems: 1, maxItems: 9, 'x-label': 'مسافران',
          items: body({ ...visaPassengerProps, photo: imageId('عکس'), passportImage: imageId('تصویر گذرنامه') }, ['firstNameEn', 'lastNameEn', 'gender', 'birthDate', 'passportNumber', 'passportExpiryDate', 'photo', 'passportImage']),
        },
        contact: body({ mobile: text('موبایل', 20), email: { type: ['string', 'null'], maxLength: 254, format: 'email', 'x-label': 'ایمیل', 'x-message': 'ایمیل معتبر نیست.' } }, ['mobile']),
        chanel: { type: 'string', enum: ['Pwa', 'WebSite'], 'x-label': 'کانال' },
      }, ['destination', 'visaType', 'travelDate', 'passengers', 'contact']),
    },
    onRequest,
    preValidation: parse,
  }, async (request) => {
    const catalog = await loadVisaCatalog(b.db);
    const order = await submitVisa(b, images, catalog, currentUser(request).sub, request.body);
    return ok(await visaOrderDetails(b.db, catalog, order));
  });

  app.get<{ Params: { id: string } }>(`${base}/Submit/VerifyVisaPayment/:id`, {
    schema: { tags: TAGS, summary: 'Whether a visa order is paid, with its details', security: bearer, querystring: query(), params: idParams },
    onRequest,
  }, async (request) => {
    const order = await ownedOrder(b.db, currentUser(request).sub, request.params.id);
    const details = await visaOrderDetails(b.db, await loadVisaCatalog(b.db), order);
    const paid = PAID_STATUSES.includes(order.status);
    return ok<VerifyVisaPaymentResponse>({ order: details, paid, messages: paid ? [] : [order.status === 'Expired' ? 'مهلت پرداخت این درخواست تمام شده است.' : 'این درخواست روادید هنوز پرداخت نشده است.'] });
  });

  app.get<{ Params: { id: string } }>('/api/orders/Order/GetCurrentUserVisaOrderDetails/:id', {
    schema: { tags: ['orders'], summary: 'A visa order with its request, passengers and documents', security: bearer, querystring: query(), params: idParams },
    onRequest,
  }, async (request) => ok(await visaOrderDetails(b.db, await loadVisaCatalog(b.db), await ownedOrder(b.db, currentUser(request).sub, request.params.id))));

  app.post<{ Body: { orderId: string } }>('/api/orders/VisaOrder/GetById', {
    schema: { tags: ['orders'], summary: 'A visa order (POST with { orderId })', security: bearer, querystring: query(), body: body({ orderId: { ...uuid, 'x-label': 'شناسه سفارش', 'x-message': 'شناسه سفارش معتبر نیست.' } }, ['orderId']) },
    onRequest,
  }, async (request) => ok(await visaOrderDetails(b.db, await loadVisaCatalog(b.db), await ownedOrder(b.db, currentUser(request).sub, request.body.orderId))));

}

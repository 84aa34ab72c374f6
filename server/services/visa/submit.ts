import { randomUUID } from 'node:crypto';
import type { SubmitVisaRequest, VisaSpeed } from '../../../src/contract';
import { toPersianDigits } from '../../../src/domain/numbers';
import { orderEvents, orders, visaPassengers, visaRequests } from '../../db/schema';
import { BadRequest, type FieldErrors } from '../../http/envelope';
import { addMonths } from '../../rules/age';
import { checkPassenger } from '../../rules/passenger';
import { canonicalMobile } from '../../rules/phone';
import { addDays, daysBetween, tehranToday } from '../../time/calendar';
import { gregorianDate } from '../flight-catalog/search';
import { asDb, type Booking } from '../orders/booking';
import type { OrderRow } from '../orders/store';
import { findVisa, unitPrice, type VisaCatalog } from './catalog';
import type { ImageStore } from './images';

const fa = toPersianDigits;

/** SubmitVisaRequest: a Visa order (status Created), priced by the server from the seeded prices. */
export async function submitVisa(b: Booking, images: ImageStore, catalog: VisaCatalog, userId: string, body: SubmitVisaRequest): Promise<OrderRow> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const { destination, type } = findVisa(catalog, body.destination, body.visaType);
  if (!destination) add('destination', 'این مقصد روادید نداریم.');
  else if (!type) add('visaType', `این نوع روادید برای ${destination.nameFa} نیست.`);
  const speed: VisaSpeed = body.speed ?? 'Normal';
  const today = tehranToday(b.now());
  const travelDate = gregorianDate(body.travelDate);
  const days = type?.processingDays[speed] ?? 0;
  if (!travelDate) add('travelDate', 'تاریخ سفر معتبر نیست.');
  else if (type && travelDate < addDays(today, days)) {
    add('travelDate', `روادید با سرعت «${catalog.speeds.find((s) => s.code === speed)!.titleFa}» ${fa(days)} روز کاری زمان می‌برد؛ تاریخ سفر را دیرتر بگذارید یا سرعت بیشتری انتخاب کنید.`);
  } else if (daysBetween(today, travelDate) > 365) add('travelDate', 'تاریخ سفر حداکثر یک سال بعد می‌تواند باشد.');
  const mobile = canonicalMobile(body.contact.mobile);
  if (!mobile) add('contact.mobile', 'شماره موبایل معتبر نیست.');

  const ids = body.passengers.flatMap((p) => [p.photo, p.passportImage]);
  const owned = await images.owned(b.db, userId, ids);
  const people = body.passengers.map((p, i) => {
    const clean = checkPassenger({ ...p, passportNumber: p.passportNumber }, `passengers[${i}]`, { today, ageOn: travelDate ?? today, passportValidUntil: addMonths(travelDate ?? today, 6) }, errors);
    for (const key of ['photo', 'passportImage'] as const) if (!owned.has(p[key])) add(`passengers[${i}].${key}`, 'این تصویر پیدا نشد؛ دوباره بارگذاری کنید.');
    return clean;
  });
  if (people.filter((p) => p?.passengerType === 1).length === 0 && Object.keys(errors).length === 0) add('passengers', 'دست‌کم یک مسافر بزرگسال لازم است.');
  if (Object.keys(errors).length > 0 || !destination || !type || !travelDate || !mobile) throw new BadRequest(errors);

  const unit = unitPrice(catalog, type.code, speed);
  const total = unit * people.length;
  const orderId = randomUUID();
  return b.db.transaction(async (t) => {
    const tx = asDb(t);
    const [order] = await tx.insert(orders).values({
      id: orderId, userId, product: 'Visa', status: 'Created', channel: body.chanel ?? 'WebSite', baseAmount: total, discountAmount: 0, payableAmount: total,
      title: `روادید ${destination.nameFa} (${type.titleFa})`, passengerCount: people.length, departureTime: travelDate,
      contactMobile: mobile, contactEmail: body.contact.email?.trim().toLowerCase() || null,
    }).returning();
    await tx.insert(visaRequests).values({ orderId, destinationCode: destination.code, visaTypeCode: type.code, speed, travelDate, unitPrice: unit, processingDays: days });
    await tx.insert(visaPassengers).values(people.map((p, idx) => {
      const { passengerType, passportIssuingCountry: _issuer, ...rest } = p!;
      return { ...rest, id: randomUUID(), orderId, idx, passengerType, passportNumber: rest.passportNumber!, passportExpiryDate: rest.passportExpiryDate!, photoImageId: body.passengers[idx]!.photo, passportImageId: body.passengers[idx]!.passportImage };
    }));
    await tx.insert(orderEvents).values({ orderId, status: 'Created' });
    return order!;
  });
}

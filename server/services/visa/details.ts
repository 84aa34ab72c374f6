import { asc, eq, inArray } from 'drizzle-orm';
import type { Gender, OrderStatus, PassengerType, VisaOrderDetails, VisaSpeed } from '../../../src/contract';
import type { Db } from '../../db';
import { orderEvents, visaImages, visaPassengers, visaRequests } from '../../db/schema';
import { HttpError } from '../../http/envelope';
import { toSummary, type OrderRow } from '../orders/store';
import type { VisaCatalog } from './catalog';
import { toVisaImage } from './images';

export const NOT_A_VISA = 'این سفارش روادید نیست.';

/** A visa order with its request, passengers and their images. */
export async function visaOrderDetails(db: Db, catalog: VisaCatalog, order: OrderRow): Promise<VisaOrderDetails> {
  if (order.product !== 'Visa') throw new HttpError(404, NOT_A_VISA);
  const [[request], passengers, history] = await Promise.all([
    db.select().from(visaRequests).where(eq(visaRequests.orderId, order.id)),
    db.select().from(visaPassengers).where(eq(visaPassengers.orderId, order.id)).orderBy(asc(visaPassengers.idx)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
  ]);
  const ids = passengers.flatMap((p) => [p.photoImageId, p.passportImageId]);
  const images = new Map((ids.length ? await db.select().from(visaImages).where(inArray(visaImages.id, ids)) : []).map((i) => [i.id, toVisaImage(i)]));
  const destination = catalog.destinations.find((d) => d.code === request!.destinationCode);
  const type = destination?.visaTypes.find((t) => t.code === request!.visaTypeCode);
  return {
    ...toSummary(order),
    contact: { mobile: order.contactMobile, email: order.contactEmail },
    visa: {
      destination: request!.destinationCode, destinationFa: destination?.nameFa ?? request!.destinationCode,
      visaType: request!.visaTypeCode, visaTypeFa: type?.titleFa ?? request!.visaTypeCode,
      speed: request!.speed as VisaSpeed, speedFa: catalog.speeds.find((s) => s.code === request!.speed)?.titleFa ?? request!.speed,
      travelDate: request!.travelDate, unitPrice: request!.unitPrice, processingDays: request!.processingDays,
    },
    passengers: passengers.map((p) => ({
      id: p.id, passengerType: p.passengerType as PassengerType, firstNameFa: p.firstNameFa, lastNameFa: p.lastNameFa, firstNameEn: p.firstNameEn,
      lastNameEn: p.lastNameEn, gender: p.gender as Gender, birthDate: p.birthDate, nationality: p.nationality, nationalCode: p.nationalCode,
      passportNumber: p.passportNumber, passportExpiryDate: p.passportExpiryDate, photo: images.get(p.photoImageId)!, passportImage: images.get(p.passportImageId)!,
    })),
    history: history.map((h) => ({ status: h.status as OrderStatus, at: h.at.toISOString(), note: h.note })),
  };
}

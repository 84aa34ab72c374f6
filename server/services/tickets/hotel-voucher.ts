import type { HotelOrderDetails } from '../../../src/contract';
import { SUPPORT_PHONE } from '../../../src/domain/constants';
import { BOARD_LABELS } from '../../../src/domain/hotels/hotel-words';
import { formatJalaliLong } from '../../../src/domain/jalali';
import { formatNumber, toPersianDigits } from '../../../src/domain/numbers';
import { DOCUMENT_CSS, esc, fonts, ltr } from './common';

const fa = toPersianDigits;
const day = (iso: string) => formatJalaliLong(iso, { weekday: true, year: true });

const ROOM_STATUS: Record<string, string> = {
  Active: 'معتبر', RefundRequested: '<span class="refunded">در انتظار استرداد</span>', Refunded: '<span class="refunded">استردادشده</span>',
};

/** The hotel voucher of an issued order: the template the shared ticket renderer prints for hotels. */
export function hotelVoucherHtml(order: HotelOrderDetails): string {
  const { hotel, stay } = order;
  const guestsOf = (adults: number, children: number[]) =>
    [`${fa(adults)} بزرگسال`, ...(children.length > 0 ? [`${fa(children.length)} کودک (${children.map((a) => `${fa(a)} ساله`).join('، ')})`] : [])].join('، ');
  const rooms = order.rooms.map((r, i) => {
    const g = r.leadGuest;
    const id = g.nationalCode ? `کد ملی ${ltr(g.nationalCode)}` : `گذرنامه ${ltr(g.passportNumber ?? '')}`;
    return `<tr><td>${fa(i + 1)}</td><td>${esc(r.roomNameFa)}<br><span class="muted">${esc(r.bedsFa)}</span></td><td>${BOARD_LABELS[r.board]}</td>
<td>${guestsOf(r.adults, r.childAges)}</td><td>${ltr(`${g.lastNameEn}/${g.firstNameEn}`)}<br><span class="muted">${[esc([g.firstNameFa, g.lastNameFa].filter(Boolean).join(' ')), id].filter(Boolean).join(' · ')}</span></td>
<td>${ROOM_STATUS[r.status] ?? ''}</td></tr>`;
  }).join('');
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>واچر هتل سفارش ${fa(order.number)}</title>
<style>${fonts()}${DOCUMENT_CSS}</style></head><body>
<header><div><h1>واچر اقامت هتل</h1><div class="muted">${esc(order.title)}</div></div>
<div class="muted">شماره رزرو ${fa(order.number)}<br>شماره تأیید هتل: ${ltr(order.confirmationNumber ?? '—')}<br>مبلغ پرداختی: ${formatNumber(order.payableAmount)} ریال</div></header>
<section>
<div class="route"><span>${esc(hotel.nameFa)}</span><span>${'★'.repeat(hotel.stars)}</span></div>
<div class="muted">${ltr(hotel.nameEn)} · ${esc(hotel.cityNameFa)}، ${esc(hotel.districtFa)}</div>
<div>نشانی: ${esc(hotel.addressFa)}</div>
<div class="grid">
<div><span>ورود</span>${day(stay.checkIn)}</div><div><span>ساعت تحویل اتاق</span>از ${fa(hotel.checkInTime)}</div>
<div><span>خروج</span>${day(stay.checkOut)}</div><div><span>ساعت تخلیه اتاق</span>تا ${fa(hotel.checkOutTime)}</div>
<div><span>مدت اقامت</span>${fa(stay.nights)} شب</div><div><span>تعداد اتاق</span>${fa(order.rooms.length)}</div>
<div><span>مهمانان</span>${fa(order.passengerCount)} نفر</div><div><span>تماس</span>${ltr(order.contact.mobile)}</div>
</div>
<table><tr><th>#</th><th>اتاق</th><th>وعده غذایی</th><th>مهمانان</th><th>سرپرست اتاق</th><th>وضعیت</th></tr>${rooms}</table>
</section>
<section><div><strong>قوانین لغو:</strong> ${esc(order.cancellationFa)}</div>
${order.specialRequests ? `<div><strong>درخواست ویژه:</strong> ${esc(order.specialRequests)} <span class="muted">(انجام آن با هتل است)</span></div>` : ''}</section>
<footer>هنگام ورود، این واچر و کارت ملی (یا گذرنامه برای مهمانان خارجی) سرپرست هر اتاق را به پذیرش هتل نشان دهید. پشتیبانی ۲۴ ساعته: ${ltr(SUPPORT_PHONE)}</footer>
</body></html>`;
}

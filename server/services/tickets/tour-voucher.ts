import type { TourOrderDetails } from '../../../src/contract/tours';
import { SUPPORT_PHONE } from '../../../src/domain/constants';
import { PASSENGER_KIND_LABELS } from '../../../src/domain/enums';
import { formatJalaliLong } from '../../../src/domain/jalali';
import { formatNumber, toPersianDigits } from '../../../src/domain/numbers';
import { DOCUMENT_CSS, esc, fonts, ltr } from './common';

const fa = toPersianDigits;
const day = (iso: string) => formatJalaliLong(iso.slice(0, 10), { weekday: true, year: true });

const STATUS_FA: Record<string, string> = {
  Active: 'معتبر', RefundRequested: '<span class="refunded">در انتظار استرداد</span>', Refunded: '<span class="refunded">استردادشده</span>',
};
const PRICE_KIND_FA = { 'adult-double': 'اتاق دو/سه‌نفره', 'adult-single': 'اتاق یک‌نفره', 'child-bed': 'با تخت', 'child-no-bed': 'بدون تخت', infant: 'نوزاد' } as const;

const list = (items: string[]) => `<ul>${items.map((t) => `<li>${esc(t)}</li>`).join('')}</ul>`;

/** The tour voucher of an issued order: the template the shared ticket renderer prints for tours. */
export function tourVoucherHtml(order: TourOrderDetails): string {
  const { tour, departure, hotel } = order;
  const name = (i: number) => {
    const p = order.passengers[i];
    return p ? ltr(`${p.lastNameEn}/${p.firstNameEn}`) : '';
  };
  const travellers = order.passengers.map((p, i) => {
    const id = p.passportNumber ? `گذرنامه ${ltr(p.passportNumber)}` : `کد ملی ${ltr(p.nationalCode ?? '')}`;
    return `<tr><td>${fa(i + 1)}</td><td>${name(i)}<br><span class="muted">${esc([p.firstNameFa, p.lastNameFa].filter(Boolean).join(' '))}</span></td>
<td>${PASSENGER_KIND_LABELS[p.passengerType]} (${PRICE_KIND_FA[p.priceKind]})</td><td>${id}</td><td>${STATUS_FA[p.status] ?? ''}</td></tr>`;
  }).join('');
  const rooms = order.rooms.map((r, i) => `<tr><td>اتاق ${fa(i + 1)}</td><td>${r.travellers.map(name).join('، ')}</td><td>${(r.withoutBed ?? []).length ? r.withoutBed!.map(name).join('، ') : '—'}</td></tr>`).join('');
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>واچر تور سفارش ${fa(order.number)}</title>
<style>${fonts()}${DOCUMENT_CSS}ul{margin:2mm 0;padding-inline-start:6mm}</style></head><body>
<header><div><h1>واچر ${esc(tour.titleFa)}</h1><div class="muted">${esc(tour.destinationFa)}</div></div>
<div class="muted">شماره رزرو ${fa(order.number)}<br>کد تأیید: ${ltr(order.confirmationCode ?? '—')}<br>مبلغ پرداختی: ${formatNumber(order.payableAmount)} ریال</div></header>
<section>
<div class="route"><span>رفت: ${day(departure.departureDate)}</span><span>برگشت: ${day(departure.returnDate)}</span></div>
<div class="grid">
<div><span>مدت</span>${fa(departure.nights)} شب</div>
<div><span>پرواز</span>${esc(departure.airlineNameFa)} ${ltr(departure.airlineCode)}</div>
<div><span>هتل</span>${esc(hotel.hotelNameFa)} (${fa(hotel.stars)} ستاره)</div>
<div><span>خدمات هتل</span>${esc(hotel.boardFa)}</div>
<div><span>مسافران</span>${fa(order.passengerCount)} نفر</div><div><span>تماس</span>${ltr(order.contact.mobile)}</div>
</div>
</section>
<section><div><strong>مسافران</strong></div>
<table><tr><th>#</th><th>نام</th><th>نوع</th><th>مدرک</th><th>وضعیت</th></tr>${travellers}</table></section>
<section><div><strong>اتاق‌ها</strong></div>
<table><tr><th>اتاق</th><th>مسافران</th><th>بدون تخت</th></tr>${rooms}</table></section>
<section><div><strong>خدمات تور</strong></div>${list(tour.includesFa)}</section>
<section><div><strong>مدارک لازم</strong></div>${list(tour.documentsFa)}</section>
<section><div><strong>قوانین لغو:</strong> ${esc(order.cancellationFa)}</div></section>
<footer>این واچر و گذرنامه (یا کارت ملی) هر مسافر را در فرودگاه به نماینده تور نشان دهید. پشتیبانی ۲۴ ساعته: ${ltr(SUPPORT_PHONE)}</footer>
</body></html>`;
}

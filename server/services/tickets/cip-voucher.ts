import type { CipOrderDetails } from '../../../src/contract/cip';
import { SUPPORT_PHONE } from '../../../src/domain/constants';
import { PASSENGER_KIND_LABELS } from '../../../src/domain/enums';
import { formatJalaliLong } from '../../../src/domain/jalali';
import { formatNumber, toPersianDigits } from '../../../src/domain/numbers';
import { DOCUMENT_CSS, esc, fonts, ltr } from './common';

const fa = toPersianDigits;
/** The local day of an ISO instant with the airport's offset, in Jalali with its weekday. */
const day = (iso: string) => formatJalaliLong(iso.slice(0, 10), { weekday: true, year: true });
const clock = (iso: string) => fa(iso.slice(11, 16));

const KIND_FA = { Departure: 'خروجی (بدرقه)', Arrival: 'ورودی (استقبال)', Transit: 'ترانزیت' } as const;
const STATUS_FA: Record<string, string> = {
  Active: 'معتبر', RefundRequested: '<span class="refunded">در انتظار استرداد</span>', Refunded: '<span class="refunded">استردادشده</span>',
};

/** The CIP voucher of an issued order: the template the shared ticket renderer prints for CIP. */
export function cipVoucherHtml(order: CipOrderDetails): string {
  const { airport, flight } = order;
  const travellers = order.passengers.map((p, i) => {
    const id = p.nationalCode ? `کد ملی ${ltr(p.nationalCode)}` : `گذرنامه ${ltr(p.passportNumber ?? '')}`;
    return `<tr><td>${fa(i + 1)}</td><td>${ltr(`${p.lastNameEn}/${p.firstNameEn}`)}<br><span class="muted">${esc([p.firstNameFa, p.lastNameFa].filter(Boolean).join(' '))}</span></td>
<td>${PASSENGER_KIND_LABELS[p.passengerType]}</td><td>${id}</td><td>${STATUS_FA[p.status] ?? ''}</td></tr>`;
  }).join('');
  const extras = order.lines.filter((l) => !['adult', 'child', 'infant'].includes(l.key));
  const extrasHtml = extras.length === 0 ? '<div class="muted">خدمت اضافه‌ای درخواست نشده است.</div>'
    : `<table><tr><th>خدمت</th><th>تعداد</th></tr>${extras.map((l) => `<tr><td>${esc(l.labelFa)}</td><td>${fa(l.count)}</td></tr>`).join('')}</table>`;
  const flightLabel = `${flight.airlineCode} ${flight.flightNumber}`;
  const flightWhen = order.kind === 'Arrival' ? 'فرود' : 'پرواز';
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>واچر CIP سفارش ${fa(order.number)}</title>
<style>${fonts()}${DOCUMENT_CSS}.where{font-size:12.5pt;font-weight:700;color:#0b5cad}</style></head><body>
<header><div><h1>واچر خدمات CIP فرودگاه</h1><div class="muted">${esc(order.title)}</div></div>
<div class="muted">شماره رزرو ${fa(order.number)}<br>کد تأیید: ${ltr(order.confirmationCode ?? '—')}<br>مبلغ پرداختی: ${formatNumber(order.payableAmount)} ریال</div></header>
<section>
<div class="route"><span>فرودگاه ${esc(airport.nameFa)}، ${esc(airport.cityFa)}</span><span>${KIND_FA[order.kind]}</span></div>
<div>سالن: ${esc(airport.loungeFa)}</div>
<div class="grid">
<div><span>پرواز</span>${esc(flight.airlineNameFa)} ${ltr(flightLabel)}</div>
<div><span>تاریخ ${flightWhen}</span>${day(order.flightTime)}</div>
<div><span>ساعت ${flightWhen} (به وقت فرودگاه)</span>${clock(order.flightTime)}</div>
<div><span>${order.kind === 'Arrival' ? 'مبدأ' : 'مقصد'}</span>${flight.otherAirport ? ltr(flight.otherAirport) : '—'}</div>
<div><span>مسافران</span>${fa(order.passengerCount)} نفر</div><div><span>تماس</span>${ltr(order.contact.mobile)}</div>
</div>
</section>
<section><div><strong>کجا و کی:</strong></div>
<div class="where">${day(order.meetAt)}، ساعت ${clock(order.meetAt)} به وقت محلی فرودگاه (${esc(airport.timeZone)})</div>
<div>${esc(order.meetingPointFa)}</div></section>
<section><div><strong>مسافران</strong></div>
<table><tr><th>#</th><th>نام</th><th>نوع</th><th>مدرک</th><th>وضعیت</th></tr>${travellers}</table></section>
<section><div><strong>خدمات اضافه</strong></div>${extrasHtml}</section>
<section><div><strong>قوانین لغو:</strong> ${esc(order.cancellationFa)}</div></section>
<footer>این واچر و کارت ملی (یا گذرنامه) هر مسافر را در محل دیدار به کارکنان تشریفات نشان دهید. پشتیبانی ۲۴ ساعته: ${ltr(SUPPORT_PHONE)}</footer>
</body></html>`;
}

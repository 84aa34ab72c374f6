import type { Proposal } from '../../../src/contract';
import { SUPPORT_PHONE } from '../../../src/domain/constants';
import { CABIN_LABELS, PASSENGER_KIND_LABELS } from '../../../src/domain/enums';
import { formatJalaliDate, formatJalaliLong } from '../../../src/domain/jalali';
import { formatNumber, toPersianDigits } from '../../../src/domain/numbers';
import type { ItemRow, OrderParts, OrderRow } from '../orders/store';
import { DOCUMENT_CSS, esc, fonts, ltr } from './common';

const fa = toPersianDigits;


const time = (iso: string) => fa(iso.slice(11, 16));

/** The e-ticket of an issued order: one section per flight with its passengers and ticket numbers. */
export function ticketHtml(order: OrderRow, parts: OrderParts): string {
  const sections = parts.segments.map((s) => {
    const proposal = s.proposal as Proposal;
    const legs = proposal.FlightGroups.flatMap((x) => x.FlightLegs);
    // A multi-destination ticket: one block per flight, under one PNR and ticket number.
    const multiCity = proposal.FlightGroups.length > 1;
    const items = parts.items.filter((i) => i.segmentId === s.id);
    const rows = parts.passengers.map((p) => {
      const item = items.find((i) => i.passengerId === p.id) as ItemRow | undefined;
      const id = p.nationalCode ? `کد ملی ${ltr(p.nationalCode)}` : `گذرنامه ${ltr(p.passportNumber ?? '')}`;
      const status = item?.status === 'Refunded' ? '<span class="refunded">استردادشده</span>' : item?.status === 'RefundRequested' ? '<span class="refunded">در انتظار استرداد</span>' : 'معتبر';
      return `<tr><td>${ltr(`${p.lastNameEn}/${p.firstNameEn}`)}<br><span class="muted">${esc([p.firstNameFa, p.lastNameFa].filter(Boolean).join(' '))}</span></td>
<td>${PASSENGER_KIND_LABELS[p.passengerType as 1 | 2 | 3]}</td><td>${id}</td><td>${ltr(item?.ticketNumber ?? '—')}</td><td>${status}</td></tr>`;
    }).join('');
    const legRows = legs.map((l) => `<tr><td>${ltr(l.FlightNumber)}</td><td>${esc(l.OriginFa)} (${ltr(l.Origin)}) · ${esc(l.OriginAirportFa)}</td>
<td>${esc(l.DestinationFa)} (${ltr(l.Destination)}) · ${esc(l.DestinationAirportFa)}</td><td>${formatJalaliDate(l.DepartureTime.slice(0, 10))} ساعت ${time(l.DepartureTime)}</td><td>${time(l.ArrivalTime)}</td></tr>`).join('');
    return `<section>
<div class="muted">${s.isReturning ? 'پرواز برگشت' : multiCity ? 'سفر چندمسیره' : 'پرواز رفت'} · ${proposal.IsCharter ? 'چارتری' : 'سیستمی'} · کد رزرو (PNR): ${ltr(s.pnr ?? '—')}</div>
${proposal.FlightGroups.map((g, i) => `${multiCity ? `<div class="muted">پرواز ${fa(i + 1)}</div>` : ''}
<div class="route"><span>${esc(g.OriginFa)} ${ltr(g.Origin)}</span><span>←</span><span>${esc(g.DestinationFa)} ${ltr(g.Destination)}</span></div>
<div class="grid">
<div><span>ایرلاین</span>${esc(g.MarketingAirlineName)}</div><div><span>شماره پرواز</span>${ltr(g.FlightNumber)}</div>
<div><span>تاریخ</span>${formatJalaliLong(g.DepartureTime.slice(0, 10), { weekday: true })}</div><div><span>ساعت حرکت</span>${time(g.DepartureTime)}</div>
<div><span>کلاس</span>${CABIN_LABELS[g.CabinType]} (${ltr(g.FareClass)})</div><div><span>بار مجاز</span>${fa(g.Baggage.AdultKg)} کیلوگرم</div>
<div><span>هواپیما</span>${ltr(g.Aircraft)}</div><div><span>ساعت رسیدن</span>${time(g.ArrivalTime)}</div>
</div>`).join('\n')}
${legs.length > 1 ? `<table><tr><th>پرواز</th><th>از</th><th>به</th><th>حرکت</th><th>رسیدن</th></tr>${legRows}</table>` : ''}
<table><tr><th>مسافر</th><th>نوع</th><th>مدرک</th><th>شماره بلیت</th><th>وضعیت</th></tr>${rows}</table>
</section>`;
  }).join('');
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>بلیت سفارش ${fa(order.number)}</title>
<style>${fonts()}${DOCUMENT_CSS}</style></head><body>
<header><div><h1>بلیت الکترونیکی پرواز</h1><div class="muted">${esc(order.title)}</div></div>
<div class="muted">سفارش شماره ${fa(order.number)}<br>مبلغ پرداختی: ${formatNumber(order.payableAmount)} ریال</div></header>
${sections}
<footer>پروازهای داخلی: دو ساعت و پروازهای خارجی سه ساعت پیش از پرواز در فرودگاه باشید. همراه داشتن کارت ملی یا گذرنامه الزامی است. پشتیبانی ۲۴ ساعته: ${ltr(SUPPORT_PHONE)}</footer>
</body></html>`;
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Proposal } from '../../../src/contract';
import { SUPPORT_PHONE } from '../../../src/domain/constants';
import { CABIN_LABELS, PASSENGER_KIND_LABELS } from '../../../src/domain/enums';
import { formatJalaliDate, formatJalaliLong } from '../../../src/domain/jalali';
import { formatNumber, toPersianDigits } from '../../../src/domain/numbers';
import type { ItemRow, OrderParts, OrderRow } from '../orders/store';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** Latin codes and numbers keep their own order inside Persian lines. */
const ltr = (s: string) => `<bdi dir="ltr" class="code">${esc(s)}</bdi>`;
const fa = toPersianDigits;

let fontCss: string | undefined;

/** Vazirmatn (bundled with the app) as data URLs: the page needs no network and no system fonts. */
function fonts(): string {
  if (fontCss) return fontCss;
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('@fontsource-variable/vazirmatn/package.json')), 'files');
  const face = (file: string, range: string) => `@font-face{font-family:Vazirmatn;font-weight:100 900;font-display:block;unicode-range:${range};
src:url(data:font/woff2;base64,${readFileSync(path.join(dir, file)).toString('base64')}) format('woff2')}`;
  fontCss = [
    face('vazirmatn-arabic-wght-normal.woff2', 'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC'),
    face('vazirmatn-latin-wght-normal.woff2', 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'),
  ].join('\n');
  return fontCss;
}

const CSS = `
@page{size:A4;margin:14mm}
*{box-sizing:border-box}body{font-family:Vazirmatn,sans-serif;color:#14202b;font-size:11pt;margin:0}
.code{font-family:Vazirmatn,sans-serif;letter-spacing:.3px}
header{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #0b5cad;padding-bottom:6px;margin-bottom:12px}
h1{font-size:18pt;margin:0;color:#0b5cad}.muted{color:#5a6774;font-size:9.5pt}
section{border:1px solid #c8d3de;border-radius:8px;padding:10px 12px;margin-bottom:14px;page-break-inside:avoid}
.route{display:flex;justify-content:space-between;align-items:center;font-size:14pt;font-weight:700;margin:6px 0}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:6px 12px;margin:8px 0}.grid div span{display:block;color:#5a6774;font-size:9pt}
table{width:100%;border-collapse:collapse;margin-top:6px}th,td{border-top:1px solid #e1e7ee;padding:5px 4px;text-align:start;font-size:10pt}
th{color:#5a6774;font-weight:500}.refunded{color:#a11}
footer{font-size:9pt;color:#5a6774;border-top:1px solid #e1e7ee;padding-top:6px}`;

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
<style>${fonts()}${CSS}</style></head><body>
<header><div><h1>بلیت الکترونیکی پرواز</h1><div class="muted">${esc(order.title)}</div></div>
<div class="muted">سفارش شماره ${fa(order.number)}<br>مبلغ پرداختی: ${formatNumber(order.payableAmount)} ریال</div></header>
${sections}
<footer>پروازهای داخلی: دو ساعت و پروازهای خارجی سه ساعت پیش از پرواز در فرودگاه باشید. همراه داشتن کارت ملی یا گذرنامه الزامی است. پشتیبانی ۲۴ ساعته: ${ltr(SUPPORT_PHONE)}</footer>
</body></html>`;
}

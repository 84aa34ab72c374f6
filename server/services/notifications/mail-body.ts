/**
 * The e-mails a traveller receives: Persian, right-to-left, built for mail clients rather than
 * browsers. Clients drop <style> blocks and web fonts, so every style is inline, layout is tables,
 * and direction is repeated on the cells (some clients ignore it on <html>). Digits are Persian;
 * what a traveller types or reads out (PNR, voucher codes, URLs) stays Latin inside dir="ltr".
 */
import { formatNumber, toPersianDigits } from '../../../src/domain/numbers';
import type { MailMessage } from '../../providers/mail/mailer';

export type MailBody = Omit<MailMessage, 'to' | 'attachments'>;

export type MailProduct = 'DomesticFlight' | 'InternationalFlight' | 'Hotel' | 'Tour' | 'Cip' | 'Visa';

export interface IssuedMailInput {
  product: MailProduct;
  orderNumber: number;
  /** 'تهران به مشهد', or the hotel's name. */
  title: string;
  /** PNR(s) or voucher code. */
  code: string | null;
  /** Already formatted Persian date/time text. */
  when: string | null;
  travellers: string[];
  /** Absolute URL of the order's page. */
  link: string;
  supportPhone: string;
}

export interface RefundMailInput {
  orderNumber: number;
  title: string;
  /** Rials. */
  amount: number;
  link: string;
  supportPhone: string;
}

const BRAND = 'سفرآسا';

/** The wording of each product's mail: what was issued, what its code is called, who travels. */
interface Wording {
  /** «بلیت پرواز» — followed by the title in the subject and the intro. */
  document: string;
  /** The word a title may already start with («هتل اسپیناس»): then it is not said twice. */
  noun?: string;
  heading: string;
  codeLabel: string;
  whenLabel: string;
  travellersLabel: string;
  attached: string;
}

const WORDING: Record<MailProduct, Wording> = {
  DomesticFlight: {
    document: 'بلیت پرواز',
    heading: 'بلیت پرواز شما صادر شد',
    codeLabel: 'کد رزرو (PNR)',
    whenLabel: 'زمان پرواز',
    travellersLabel: 'مسافران',
    attached: 'بلیت به صورت فایل PDF پیوست این نامه است؛ آن را همراه داشته باشید.',
  },
  InternationalFlight: {
    document: 'بلیت پرواز خارجی',
    heading: 'بلیت پرواز خارجی شما صادر شد',
    codeLabel: 'کد رزرو (PNR)',
    whenLabel: 'زمان پرواز',
    travellersLabel: 'مسافران',
    attached: 'بلیت به صورت فایل PDF پیوست این نامه است؛ آن را همراه گذرنامه داشته باشید.',
  },
  Hotel: {
    document: 'واچر هتل',
    noun: 'هتل',
    heading: 'واچر هتل شما صادر شد',
    codeLabel: 'شماره واچر',
    whenLabel: 'تاریخ اقامت',
    travellersLabel: 'مهمانان',
    attached: 'واچر به صورت فایل PDF پیوست این نامه است؛ هنگام پذیرش در هتل آن را ارائه کنید.',
  },
  Tour: {
    document: 'واچر تور',
    noun: 'تور',
    heading: 'واچر تور شما صادر شد',
    codeLabel: 'شماره واچر',
    whenLabel: 'تاریخ سفر',
    travellersLabel: 'مسافران',
    attached: 'واچر به صورت فایل PDF پیوست این نامه است؛ آن را همراه داشته باشید.',
  },
  Cip: {
    document: 'واچر خدمات CIP',
    heading: 'واچر خدمات CIP شما صادر شد',
    codeLabel: 'شماره واچر',
    whenLabel: 'زمان خدمات',
    travellersLabel: 'مسافران',
    attached: 'واچر به صورت فایل PDF پیوست این نامه است؛ آن را در سالن CIP ارائه کنید.',
  },
  Visa: {
    document: 'رسید درخواست روادید',
    heading: 'درخواست روادید شما ثبت شد',
    codeLabel: 'شماره پیگیری',
    whenLabel: 'تاریخ',
    travellersLabel: 'متقاضیان',
    attached: 'رسید درخواست به صورت فایل PDF پیوست این نامه است؛ روادید پس از بررسی سفارت صادر می‌شود.',
  },
};

/** The mail sent when a ticket, voucher or visa receipt is issued; the caller attaches the PDF. */
export function issuedMail(input: IssuedMailInput): MailBody {
  const w = WORDING[input.product];
  const order = toPersianDigits(input.orderNumber);
  const title = oneLine(toPersianDigits(input.title));
  // «واچر هتل هتل اسپیناس» reads as a typo: the title's own «هتل» stands in for the wording's.
  const what = w.noun && title.startsWith(`${w.noun} `) ? `${w.document.slice(0, -w.noun.length).trim()} ${title}` : `${w.document} ${title}`;
  const facts: Fact[] = [{ label: 'شماره سفارش', value: order }];
  if (input.code) facts.push({ label: w.codeLabel, value: input.code, ltr: true });
  if (input.when) facts.push({ label: w.whenLabel, value: toPersianDigits(input.when) });
  if (input.travellers.length > 0) facts.push({ label: w.travellersLabel, value: input.travellers.join('، ') });
  return layout({
    subject: `${what} صادر شد — سفارش ${order}`,
    heading: w.heading,
    intro: `${what} برای سفارش ${order} صادر شد.`,
    facts,
    link: input.link,
    note: w.attached,
    supportPhone: input.supportPhone,
  });
}

/** The mail sent when a refund has been paid back. */
export function refundMail(input: RefundMailInput): MailBody {
  const order = toPersianDigits(input.orderNumber);
  return layout({
    subject: `استرداد سفارش ${order} پرداخت شد`,
    heading: 'مبلغ استرداد پرداخت شد',
    intro: `مبلغ استرداد سفارش ${order} (${oneLine(toPersianDigits(input.title))}) پرداخت شد.`,
    facts: [
      { label: 'شماره سفارش', value: order },
      { label: 'مبلغ استرداد', value: `${formatNumber(input.amount)} ریال` },
    ],
    link: input.link,
    note: null,
    supportPhone: input.supportPhone,
  });
}

/** A watched flight's alert: the same words as its push notification, with a link to the results. */
export function fareAlertMail(input: { title: string; body: string; link: string; supportPhone: string }): MailBody {
  return layout({
    subject: oneLine(input.title),
    heading: oneLine(input.title),
    intro: oneLine(input.body),
    facts: [],
    link: input.link,
    linkLabel: 'مشاهدهٔ پروازها',
    note: 'این پیام را چون قیمت این مسیر را ردیابی می‌کنید دریافت کرده‌اید؛ ردیابی را در پروفایل، بخش «ردیابی قیمت» بردارید تا دیگر پیامی نیاید.',
    supportPhone: input.supportPhone,
  });
}

interface Fact {
  label: string;
  value: string;
  /** A code the traveller types or reads out: kept left-to-right. */
  ltr?: boolean;
}

interface Layout {
  subject: string;
  heading: string;
  intro: string;
  facts: Fact[];
  link: string;
  /** The button's words; «مشاهدهٔ سفارش» by default. */
  linkLabel?: string;
  note: string | null;
  supportPhone: string;
}

const FONT = 'font-family:Vazirmatn, Tahoma, sans-serif';
const CELL = `${FONT};direction:rtl;text-align:right`;

function layout(l: Layout): MailBody {
  // The link goes into href: anything but http(s) (javascript:, a relative path) is a bug upstream.
  if (!/^https?:\/\/[^\s]+$/i.test(l.link)) throw new Error(`mail link must be an absolute http(s) URL: ${l.link}`);
  const phone = toPersianDigits(l.supportPhone);
  const tel = l.supportPhone.replace(/[^+0-9]/g, '');
  const rows = l.facts
    .map(
      (f) =>
        `<tr><th scope="row" dir="rtl" style="${CELL};padding:8px 0 8px 16px;color:#868e96;font-weight:normal;white-space:nowrap;vertical-align:top">${escapeHtml(f.label)}</th>` +
        `<td dir="rtl" style="${CELL};padding:8px 0;color:#212529;font-weight:bold">${f.ltr ? ltr(f.value) : escapeHtml(f.value)}</td></tr>`,
    )
    .join('');
  const p = (text: string, style = 'margin:0 0 16px;font-size:15px;color:#212529') => `<p dir="rtl" style="${CELL};line-height:1.9;${style}">${text}</p>`;
  const small = 'margin:0 0 16px;font-size:13px;color:#868e96';
  const html = [
    '<!doctype html>',
    '<html lang="fa" dir="rtl">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(l.subject)}</title></head>`,
    `<body dir="rtl" style="${CELL};margin:0;padding:0;background:#f1f3f5">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="rtl" style="background:#f1f3f5"><tr><td align="center" dir="rtl" style="${CELL};padding:24px 12px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="rtl" style="max-width:560px;background:#ffffff;border-radius:12px"><tr><td dir="rtl" style="${CELL};padding:24px">`,
    p(BRAND, 'margin:0 0 8px;font-size:15px;color:#1c7ed6;font-weight:bold'),
    `<h1 dir="rtl" style="${CELL};margin:0 0 16px;font-size:20px;line-height:1.6;color:#212529">${escapeHtml(l.heading)}</h1>`,
    p(escapeHtml(l.intro)),
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" dir="rtl" style="margin:0 0 24px;border-collapse:collapse">${rows}</table>`,
    // A link dressed as a button: background and padding on the <a> itself, which every client keeps.
    `<p dir="rtl" style="${CELL};margin:0 0 24px"><a href="${escapeHtml(l.link)}" style="${FONT};display:inline-block;background:#1c7ed6;color:#ffffff;text-decoration:none;font-weight:bold;font-size:15px;padding:12px 28px;border-radius:8px">${escapeHtml(l.linkLabel ?? 'مشاهدهٔ سفارش')}</a></p>`,
    p(`اگر دکمه باز نشد، این نشانی را باز کنید: ${ltr(l.link)}`, small),
    l.note ? p(escapeHtml(l.note)) : '',
    p(`پشتیبانی ${BRAND}: <a href="tel:${escapeHtml(tel)}" dir="ltr" style="color:#1c7ed6;text-decoration:none;unicode-bidi:embed">${escapeHtml(phone)}</a>`, 'margin:0;font-size:13px;color:#868e96'),
    '</td></tr></table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n');
  const text = [
    BRAND,
    l.heading,
    '',
    l.intro,
    '',
    ...l.facts.map((f) => `${f.label}: ${f.value}`),
    '',
    `${l.linkLabel ?? 'مشاهدهٔ سفارش'}: ${l.link}`,
    ...(l.note ? ['', l.note] : []),
    '',
    `پشتیبانی ${BRAND}: ${phone}`,
    '',
  ].join('\n');
  return { subject: l.subject, html, text };
}

/** Latin identifiers inside right-to-left text: isolated so "ABC-123" is not mirrored. */
function ltr(text: string): string {
  return `<span dir="ltr" style="direction:ltr;unicode-bidi:embed;font-family:Tahoma, monospace">${escapeHtml(text)}</span>`;
}

/** A title with a line break would make a broken subject header and an odd sentence. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

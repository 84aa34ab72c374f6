import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import type { Db } from '../../../server/db';
import { buildServer } from '../../../server/app';
import { Wallet } from '../../../server/services/wallet/ledger';
import { storeKinds } from './test-database';
import { adult, oneWay, submit } from './booking-helpers';
import { errorsOf, get, Inbox, post, signIn, useServer } from './server-fixture';
import { SUPPORT_PHONE } from '../../../src/domain/constants';
import { formatCode } from '../../../src/domain/numbers';
import { ticketHtml } from '../../../server/services/tickets/html';
import { orderParts, ownedOrder } from '../../../server/services/orders/store';

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.each(storeKinds())('ticket PDF on %s', (kind) => {
  const inbox = new Inbox();
  const f = useServer(kind, { otpSender: inbox, sweepIntervalMs: 0 });
  let phone = 0;
  const user = async () => {
    const auth = await signIn(f.app, inbox, `0916${String(5_000_000 + ++phone).padStart(7, '0')}`);
    return { auth, id: decodeJwt(auth.authorization.slice(7)).sub! };
  };

  async function issuedOrder(me: { auth: Record<string, string>; id: string }) {
    const trip = await oneWay(f.app, { adults: 2, days: 45 });
    const res = await submit(f.app, me.auth, {
      proposal: trip.ref,
      passengers: [adult({ firstNameFa: 'سارا', lastNameFa: 'محمدی', firstNameEn: 'Sara', lastNameEn: 'Mohammadi', gender: 'Female' }),
        { firstNameEn: 'John', lastNameEn: 'Smith', gender: 'Male', birthDate: '1980-01-01', nationality: 'GB', passportNumber: 'AB1234567', passportExpiryDate: '2035-01-01' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data;
    await post(f.app, '/api/flight-reservation/Reserve/ReserveFlightOrder', { orderId: order.id }, me.auth);
    await f.database.db.transaction((tx) => new Wallet(f.database.db).credit(tx as unknown as Db, { userId: me.id, amount: order.payableAmount, kind: 'Charge', description: 'آزمایشی', key: `t:${order.id}` }));
    expect((await post(f.app, '/api/wallet/wallet/ConfirmOrder', { orderId: order.id }, me.auth)).json().data.order.status).toBe('Issued');
    return (await get(f.app, `/api/flight-reservation/Issue/VerifyIssueFlightTicket/${order.id}`, me.auth)).json().data;
  }

  it('renders a Persian PDF ticket with joined letters and Latin codes in their own order, for its owner only', async () => {
    const me = await user();
    const issued = await issuedOrder(me);
    const res = await get(f.app, issued.ticketPdfUrl, me.auth);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // The ticket's page (what Chromium prints) gives the site's support line: one constant.
    const page = ticketHtml(await ownedOrder(f.database.db, me.id, issued.order.id), await orderParts(f.database.db, issued.order.id));
    expect(page).toContain(`پشتیبانی ۲۴ ساعته: <bdi dir="ltr" class="code">${formatCode(SUPPORT_PHONE)}</bdi>`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
    // TICKET_PDF_OUT=/tmp/ticket.pdf keeps a copy to look at (pdftoppm -png -r 80).
    if (process.env.TICKET_PDF_OUT && kind === 'pglite') writeFileSync(process.env.TICKET_PDF_OUT, pdf);

    if (hasPdftotext) {
      const dir = mkdtempSync(path.join(tmpdir(), 'ticket-'));
      try {
        const file = path.join(dir, 'ticket.pdf');
        writeFileSync(file, pdf);
        const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
        const words = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
        const flight = issued.order.segments[0].proposal.FlightGroups[0].FlightNumber as string;
        // The support line is the site's (footer, contact page): one constant.
        // One rule for codes (formatCode): Latin letters keep a code Latin, digits alone are Persian; each one word on one line.
        for (const code of [flight, issued.tickets[0].ticketNumber, issued.tickets[1].ticketNumber, issued.tickets[0].pnr, 'SMITH/JOHN', 'AB1234567', SUPPORT_PHONE]) {
          expect(words, code).toContain(`>${formatCode(code)}</word>`);
        }
        expect(words).toContain('>۰۲۱-۴۳۹۰۰۰۰۰</word>');
        expect(words).not.toContain(`>${[...flight].reverse().join('')}</word>`);
        // Persian words come out as letters in logical order (no isolated presentation forms), so they were shaped as words.
        for (const word of ['بلیت', 'الکترونیکی', 'پرواز', 'مسافر', 'تهران', 'مشهد']) expect(text, word).toContain(word);
        expect(/[\uFE70-\uFEFF]/.test(text)).toBe(false);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }

    const other = await user();
    expect((await get(f.app, issued.ticketPdfUrl, other.auth)).statusCode).toBe(404);
    expect((await get(f.app, issued.ticketPdfUrl)).statusCode).toBe(401);
  });

  it('answers 400 before issue and 503 with a Persian message when Chromium is missing', async () => {
    const me = await user();
    const trip = await oneWay(f.app, { days: 46 });
    const order = (await submit(f.app, me.auth, { proposal: trip.ref, passengers: [adult()] })).json().data;
    expect(errorsOf(await get(f.app, `/api/flight-reservation/Tickets/FlightTicketPdf/${order.id}`, me.auth)).id).toEqual(['بلیت این سفارش هنوز صادر نشده است.']);
    const issued = await issuedOrder(me);
    const broken = await buildServer({ database: f.database, chromePath: path.join(tmpdir(), 'no-such-chromium'), sweepIntervalMs: 0 });
    try {
      expect(existsSync(path.join(tmpdir(), 'no-such-chromium'))).toBe(false);
      const res = await get(broken, issued.ticketPdfUrl, me.auth);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ data: null, meta: { message: 'ساخت فایل PDF بلیت فعلاً ممکن نیست؛ کمی بعد دوباره تلاش کنید.' } });
    } finally {
      await broken.close();
    }
  });
});

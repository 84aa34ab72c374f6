import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { rows } from '../../../server/db/rows';
import { startSmtpServer, type FakeSmtpServer } from '../../fakes/smtp';
import { fund } from './booking-helpers';
import * as cip from './cip-helpers';
import * as hotel from './hotel-helpers';
import { Inbox, post, signIn, useServer } from './server-fixture';

/** Each product's issued order goes by e-mail in its own words with its own voucher PDF (flights: outbox.test.ts). */
describe('vouchers by e-mail, per product', () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp?.close());
  const inbox = new Inbox();
  const f = useServer('pglite', {
    otpSender: inbox, sweepIntervalMs: 0, publicOrigin: 'https://safarasa.example',
    get providers() {
      return { mail: { provider: 'smtp' as const, url: smtp.url, from: 'سفرآسا <no-reply@safarasa.example>' } };
    },
  });

  const payFromWallet = async (auth: Record<string, string>, orderId: string, amount: number) => {
    await fund(f.database.db, decodeJwt(auth.authorization!.slice(7)).sub!, amount);
    const paid = await post(f.app, '/api/wallet/wallet/ConfirmOrder', { orderId }, auth);
    expect(paid.statusCode, paid.body).toBe(200);
    await f.app.sweep();
  };
  const mailTo = (address: string) => smtp.received.filter((m) => m.envelope.to.includes(address));

  it('a hotel voucher: «واچر هتل» in the subject, the hotel voucher PDF attached', async () => {
    const auth = await signIn(f.app, inbox, '09125550101');
    const { stay } = await hotel.stayAt(f.app, await hotel.cityHotels(f.app, f.database.db), () => true, 20);
    const { body } = await hotel.offerFor(f.app, stay);
    const order = await hotel.booked(f.app, auth, body);
    await payFromWallet(auth, order.id, order.payableAmount);
    const [mail] = mailTo('guest@example.com');
    expect(mail!.parsed.subject).toMatch(/واچر هتل/);
    expect(mail!.parsed.attachments[0]!.filename).toBe(`hotel-voucher-${order.number}.pdf`);
    expect(mail!.parsed.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a CIP voucher: its own subject and PDF, and its SMS written beside it', async () => {
    const auth = await signIn(f.app, inbox, '09125550102');
    const order = await cip.booked(f.app, auth, await cip.bookBody(f.app, { days: 25 }));
    await payFromWallet(auth, order.id, order.payableAmount);
    const [mail] = mailTo('vip@example.com');
    expect(mail!.parsed.subject).toMatch(/CIP/);
    expect(mail!.parsed.attachments[0]!.filename).toBe(`cip-voucher-${order.number}.pdf`);
    const sms = await rows<{ template: string }>(f.database.db, sql`select template from outbox_messages where channel = 'sms' and payload->>'orderId' = ${order.id}`);
    expect(sms).toEqual([{ template: 'ticketIssued' }]);
  });
});

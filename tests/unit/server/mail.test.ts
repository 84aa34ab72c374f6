import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AddressObject } from 'mailparser';
import { MailError, mailerFrom, NoMailer, SmtpMailer } from '../../../server/providers/mail';
import type { MailMessage } from '../../../server/providers/mail';
import { issuedMail, refundMail } from '../../../server/services/notifications/mail-body';
import type { IssuedMailInput } from '../../../server/services/notifications/mail-body';
import { startSmtpServer } from '../../fakes/smtp';
import type { FakeSmtpServer } from '../../fakes/smtp';

const FROM = 'سفرآسا <no-reply@safarasa.example>';
// Starts like a PDF and holds every byte value, so any re-encoding on the way would show.
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);

const flight: IssuedMailInput = {
  product: 'DomesticFlight',
  orderNumber: 1234,
  title: 'تهران به مشهد',
  code: 'XK7Q2M',
  when: 'پنجشنبه ۱۲ مهر ۱۴۰۴، ساعت ۰۸:۳۰',
  travellers: ['علی رضایی', 'سارا رضایی'],
  link: 'https://safarasa.example/orders/5f0c6c1e',
  supportPhone: '021-91001234',
};

function message(overrides: Partial<MailMessage> = {}): MailMessage {
  return { to: 'traveller@example.com', ...issuedMail(flight), attachments: [{ filename: 'ticket-1234.pdf', content: PDF, contentType: 'application/pdf' }], ...overrides };
}

function addresses(a: AddressObject | AddressObject[] | undefined) {
  return [a ?? []].flat().flatMap((o) => o.value);
}

async function mailErrorOf(promise: Promise<unknown>): Promise<MailError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MailError);
  return error as MailError;
}

describe('SmtpMailer', () => {
  let smtp: FakeSmtpServer;
  const mailers: SmtpMailer[] = [];
  const mailer = (url = smtp.url, timeoutMs?: number) => {
    const m = new SmtpMailer({ url, from: FROM, timeoutMs });
    mailers.push(m);
    return m;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    smtp.failNext(0, 'tempfail');
    smtp.received.length = 0;
    await Promise.all(mailers.splice(0).map((m) => m.close()));
  });
  afterAll(() => smtp.close());

  it('delivers the Persian subject, both bodies and the PDF, signed in with the URL\'s user', async () => {
    const sent = await mailer().send(message());
    expect(sent.messageId).toMatch(/^<.+@.+>$/);
    expect(smtp.logins).toContainEqual({ username: 'user', password: 'pass' });
    expect(smtp.received).toHaveLength(1);
    const { envelope, parsed } = smtp.received[0]!;
    expect(envelope).toEqual({ from: 'no-reply@safarasa.example', to: ['traveller@example.com'] });
    expect(addresses(parsed.from)).toEqual([{ name: 'سفرآسا', address: 'no-reply@safarasa.example' }]);
    expect(addresses(parsed.to)).toEqual([{ name: '', address: 'traveller@example.com' }]);
    expect(parsed.messageId).toBe(sent.messageId);
    expect(parsed.subject).toBe('بلیت پرواز تهران به مشهد صادر شد — سفارش ۱۲۳۴');
    expect(parsed.html).toContain('<html lang="fa" dir="rtl">');
    expect(parsed.html).toContain('سفارش ۱۲۳۴');
    expect(parsed.text).toContain('شماره سفارش: ۱۲۳۴');
    expect(parsed.text).toContain('علی رضایی، سارا رضایی');
    expect(parsed.attachments).toHaveLength(1);
    const [pdf] = parsed.attachments;
    expect(pdf!.filename).toBe('ticket-1234.pdf');
    expect(pdf!.contentType).toBe('application/pdf');
    expect(Buffer.compare(pdf!.content, PDF)).toBe(0);
  });

  it('sends without attachments too', async () => {
    await mailer().send(message({ attachments: undefined, ...refundMail({ orderNumber: 77, title: 'تهران به مشهد', amount: 1_250_000, link: flight.link, supportPhone: flight.supportPhone }) }));
    const { parsed } = smtp.received[0]!;
    expect(parsed.subject).toBe('استرداد سفارش ۷۷ پرداخت شد');
    expect(parsed.attachments).toEqual([]);
  });

  it('makes a 451 retryable, on RCPT TO and after DATA', async () => {
    smtp.failNext(1, 'tempfail', 'rcpt');
    const atRcpt = await mailErrorOf(mailer().send(message()));
    expect(atRcpt).toMatchObject({ retryable: true, code: 451 });
    smtp.failNext(1, 'tempfail', 'data');
    const atData = await mailErrorOf(mailer().send(message()));
    expect(atData).toMatchObject({ retryable: true, code: 451 });
    expect(smtp.received).toEqual([]);
    // The failure was for one message only: the next one goes through.
    await mailer().send(message());
    expect(smtp.received).toHaveLength(1);
  });

  it('makes a 550 final, on RCPT TO and after DATA', async () => {
    smtp.failNext(1, 'reject');
    expect(await mailErrorOf(mailer().send(message()))).toMatchObject({ retryable: false, code: 550 });
    smtp.failNext(1, 'reject', 'data');
    expect(await mailErrorOf(mailer().send(message()))).toMatchObject({ retryable: false, code: 550 });
    expect(smtp.received).toEqual([]);
  });

  it('makes an address that cannot be sent to final', async () => {
    const error = await mailErrorOf(mailer().send(message({ to: '' })));
    expect(error).toMatchObject({ retryable: false, code: 'EENVELOPE' });
  });

  it('makes a closed port retryable, and keeps the password out of the message', async () => {
    const port = await closedPort();
    const error = await mailErrorOf(mailer(`smtp://mailer:S3cret%2Fpw@127.0.0.1:${port}`).send(message()));
    expect(error.retryable).toBe(true);
    expect(error.message).not.toMatch(/S3cret/);
  });

  it('gives up on a server that never greets after timeoutMs, retryable', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const error = await mailErrorOf(mailer(`smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`, 300).send(message()));
      expect(error).toMatchObject({ retryable: true, code: 'ETIMEDOUT' });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('refuses a URL that is not smtp:// or smtps://, without echoing it', () => {
    expect(() => new SmtpMailer({ url: 'http://user:S3cret@host', from: FROM })).toThrow(/smtp:\/\//);
    expect(() => new SmtpMailer({ url: 'not a url S3cret', from: FROM })).toThrow(expect.objectContaining({ message: expect.not.stringMatching(/S3cret/) }));
  });
});

describe('mailerFrom', () => {
  it('builds nothing to send through for none, and an SMTP mailer for smtp', async () => {
    const none = mailerFrom({ provider: 'none' });
    expect(none).toBeInstanceOf(NoMailer);
    expect(none).toMatchObject({ name: 'none', enabled: false });
    expect(await mailErrorOf(none.send(message()))).toMatchObject({ retryable: false, message: 'e-mail is not configured' });
    const smtp = mailerFrom({ provider: 'smtp', url: 'smtp://user:pass@127.0.0.1:2525', from: FROM });
    expect(smtp).toBeInstanceOf(SmtpMailer);
    expect(smtp).toMatchObject({ name: 'smtp', enabled: true });
    await smtp.close?.();
  });
});

describe('issuedMail', () => {
  const subjects: Record<IssuedMailInput['product'], string> = {
    DomesticFlight: 'بلیت پرواز تهران به مشهد صادر شد — سفارش ۱۲۳۴',
    InternationalFlight: 'بلیت پرواز خارجی تهران به مشهد صادر شد — سفارش ۱۲۳۴',
    Hotel: 'واچر هتل تهران به مشهد صادر شد — سفارش ۱۲۳۴',
    Tour: 'واچر تور تهران به مشهد صادر شد — سفارش ۱۲۳۴',
    Cip: 'واچر خدمات CIP تهران به مشهد صادر شد — سفارش ۱۲۳۴',
    Visa: 'رسید درخواست روادید تهران به مشهد صادر شد — سفارش ۱۲۳۴',
  };

  it.each(Object.entries(subjects))('words %s its own way', (product, subject) => {
    const mail = issuedMail({ ...flight, product: product as IssuedMailInput['product'] });
    expect(mail.subject).toBe(subject);
    expect(mail.html.startsWith('<!doctype html>\n<html lang="fa" dir="rtl">')).toBe(true);
    expect(mail.html).toContain('مشاهدهٔ سفارش');
    expect(mail.text).toContain('پشتیبانی سفرآسا: ۰۲۱-۹۱۰۰۱۲۳۴');
    // The PDF is named for what it is: a receipt for a visa, a ticket or voucher otherwise.
    expect(mail.text).toMatch(product === 'Visa' ? /رسید درخواست به صورت فایل PDF پیوست/ : /(بلیت|واچر) به صورت فایل PDF پیوست/);
  });

  it('gives each product a subject of its own', () => {
    expect(new Set(Object.values(subjects)).size).toBe(6);
  });

  it('does not say «هتل» twice when the hotel\'s name starts with it', () => {
    expect(issuedMail({ ...flight, product: 'Hotel', title: 'هتل اسپیناس' }).subject).toBe('واچر هتل اسپیناس صادر شد — سفارش ۱۲۳۴');
    expect(issuedMail({ ...flight, product: 'Tour', title: 'تور کیش' }).subject).toBe('واچر تور کیش صادر شد — سفارش ۱۲۳۴');
    expect(issuedMail({ ...flight, product: 'Hotel', title: 'هتلینگ' }).subject).toBe('واچر هتل هتلینگ صادر شد — سفارش ۱۲۳۴');
  });

  it('styles inline only, right to left on every cell, in the fallback fonts', () => {
    const { html } = issuedMail(flight);
    expect(html).not.toMatch(/<style|<link/i);
    const cells = html.match(/<(td|th)\b[^>]*>/g)!;
    expect(cells.length).toBeGreaterThan(4);
    for (const cell of cells) expect(cell).toMatch(/dir="rtl".*direction:rtl;text-align:right/);
    expect(html).toContain('font-family:Vazirmatn, Tahoma, sans-serif');
  });

  it('writes the order number and dates in Persian digits, but keeps the PNR and link Latin and left-to-right', () => {
    const mail = issuedMail({ ...flight, orderNumber: 905_1234, when: 'پنجشنبه 12 مهر 1404' });
    expect(mail.subject).toContain('سفارش ۹۰۵۱۲۳۴');
    expect(mail.html).toContain('۹۰۵۱۲۳۴');
    expect(mail.html).toContain('پنجشنبه ۱۲ مهر ۱۴۰۴');
    expect(mail.html).not.toMatch(/9051234/);
    expect(mail.html).toMatch(/<span dir="ltr"[^>]*>XK7Q2M<\/span>/);
    expect(mail.html).toMatch(/<span dir="ltr"[^>]*>https:\/\/safarasa\.example\/orders\/5f0c6c1e<\/span>/);
    expect(mail.html).toContain('href="https://safarasa.example/orders/5f0c6c1e"');
    expect(mail.text).toContain('کد رزرو (PNR): XK7Q2M');
    expect(mail.text).toContain('مشاهدهٔ سفارش: https://safarasa.example/orders/5f0c6c1e');
    expect(mail.text).toContain('زمان پرواز: پنجشنبه ۱۲ مهر ۱۴۰۴');
  });

  it('escapes every value, so a traveller\'s name cannot inject markup', () => {
    const evil = '<script>alert(1)</script>';
    const mail = issuedMail({ ...flight, travellers: [evil, 'x" onmouseover="alert(2)'], title: '<b>تهران</b>', code: '<img src=x onerror=alert(3)>' });
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('" onmouseover');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('x&quot; onmouseover=&quot;alert(2)');
    // The plain text needs no escaping: it is never read as markup.
    expect(mail.text).toContain(evil);
  });

  it('refuses a link that is not an absolute http(s) URL', () => {
    expect(() => issuedMail({ ...flight, link: 'javascript:alert(1)' })).toThrow(/absolute/);
    expect(() => issuedMail({ ...flight, link: '/orders/1' })).toThrow(/absolute/);
  });

  it('leaves out the facts it does not have', () => {
    const mail = issuedMail({ ...flight, product: 'Visa', code: null, when: null, travellers: [] });
    expect(mail.text).not.toMatch(/شماره پیگیری|تاریخ:|متقاضیان/);
    expect(mail.text).toContain('شماره سفارش: ۱۲۳۴');
    expect(mail.html).not.toContain('XK7Q2M');
  });
});

describe('refundMail', () => {
  it('prints the amount in rials with Persian digits and separators', () => {
    const mail = refundMail({ orderNumber: 1234, title: 'تهران به مشهد', amount: 12_500_000, link: flight.link, supportPhone: flight.supportPhone });
    expect(mail.subject).toBe('استرداد سفارش ۱۲۳۴ پرداخت شد');
    expect(mail.html).toContain('۱۲٬۵۰۰٬۰۰۰ ریال');
    expect(mail.text).toContain('مبلغ استرداد: ۱۲٬۵۰۰٬۰۰۰ ریال');
    expect(mail.html).toContain('<html lang="fa" dir="rtl">');
    expect(mail.html).not.toContain('PDF');
  });
});

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

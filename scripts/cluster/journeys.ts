/**
 * What `npm run test:cluster` proves through nginx: a booking paid at the bank whose return lands on
 * another process, a live update raised on one process reaching a socket held by another, a visa
 * document uploaded through one process and read through another. nginx deals requests round
 * robin, so a journey steers its next request to a chosen process by sending a health check first
 * (which process served each request is read from the processes' own logs, by request id).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { addDays, tehranToday } from '../../server/time/calendar';
import type { Cluster, ServerProcess } from './topology';
import { call, expectStatus, openLive, type Answer } from './client';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface JourneyResult {
  name: string;
  detail: string;
}

export class Journeys {
  private phone = 0;

  constructor(private readonly cluster: Cluster) {}

  private get url() {
    return this.cluster.url;
  }

  /** Which process served an answer (waits for its log line to arrive). */
  async servedBy(answer: Answer): Promise<string> {
    for (let i = 0; i < 50; i++) {
      const who = this.cluster.servedBy(answer.requestId);
      if (who !== '?') return who;
      await sleep(20);
    }
    return '?';
  }

  /** Makes nginx's next request go to `target`: health checks until the one before it answered. */
  async steerTo(target: ServerProcess): Promise<void> {
    const ring = this.cluster.processes;
    const before = ring[(ring.indexOf(target) + ring.length - 1) % ring.length]!;
    for (let i = 0; i < ring.length * 3; i++) {
      if ((await this.servedBy(await call(this.url, 'GET', '/api/health'))) === before.name) return;
    }
    throw new Error(`could not steer nginx to ${target.name}`);
  }

  private other(than: string): ServerProcess {
    return this.cluster.processes.find((p) => p.name !== than && p.running)!;
  }

  async signIn(): Promise<{ auth: string; token: string; phone: string }> {
    const phone = `0935${String(1_000_000 + ++this.phone * 37 + Math.floor(Math.random() * 30)).padStart(7, '0')}`;
    expectStatus(await call(this.url, 'POST', '/account/otp/create', { json: { phoneNumber: phone } }), 200, 'otp/create');
    let code: string | undefined;
    for (let i = 0; i < 100 && !code; i++) {
      code = this.cluster.sms.sent.find((s) => s.receptor === phone && s.template === 'safar-otp')?.token;
      if (!code) await sleep(50);
    }
    if (!code) throw new Error(`no sign-in code reached the SMS provider for ${phone}`);
    const res = await call(this.url, 'POST', '/account/connect/token', { form: { grant_type: 'otp', phone_number: phone, code } });
    const token = (JSON.parse(expectStatus(res, 200, 'connect/token').text) as { access_token: string }).access_token;
    return { auth: `Bearer ${token}`, token, phone };
  }

  /** A one-way, one-adult flight order on a given day ahead, created (not reserved). */
  async createOrder(auth: string, days: number): Promise<string> {
    const today = tehranToday(new Date());
    const found = expectStatus(await call(this.url, 'POST', '/api/flight-catalog/FlightCatalog/Available', {
      json: { adults: 1, children: 0, infants: 0, segments: [{ origin: 'THR', destination: 'MHD', departureDate: addDays(today, days) }] },
    }), 200, 'Available').data as unknown as { requestId: string; proposals: { ProposalId: string; Seat: number; IsCharter: boolean }[] };
    const proposal = found.proposals.find((p) => p.Seat >= 1 && !p.IsCharter);
    if (!proposal) throw new Error('no proposal with seats');
    const nine = String(200_000_000 + this.phone * 7_919 + days).slice(0, 9);
    const r = [...nine].reduce((s, d, i) => s + Number(d) * (10 - i), 0) % 11;
    const submitted = expectStatus(await call(this.url, 'POST', '/api/flight-reservation/Submit/SubmitFlightOrder', {
      auth,
      json: {
        proposal: { requestId: found.requestId, proposalId: proposal.ProposalId }, contact: { mobile: '09121234567' },
        passengers: [{ firstNameFa: 'سارا', lastNameFa: 'احمدی', firstNameEn: 'Sara', lastNameEn: 'Ahmadi', gender: 'Female', birthDate: '1990-05-01', nationalCode: nine + String(r < 2 ? r : 11 - r) }],
      },
    }), 200, 'SubmitFlightOrder');
    return submitted.data.id!;
  }

  async orderStatus(auth: string, orderId: string): Promise<string> {
    return expectStatus(await call(this.url, 'GET', `/api/orders/Order/GetById/${orderId}`, { auth }), 200, 'GetById').data.status!;
  }

  /** Sign in, book, pay at the bank (Zarinpal's fake); the bank's return lands on another process, which verifies and issues. */
  async bookingAcrossProcesses(): Promise<JourneyResult> {
    const me = await this.signIn();
    const orderId = await this.createOrder(me.auth, 30);
    expectStatus(await call(this.url, 'POST', '/api/flight-reservation/Reserve/ReserveFlightOrder', { auth: me.auth, json: { orderId } }), 200, 'Reserve');
    const created = expectStatus(await call(this.url, 'POST', '/api/payment/Pay/Create', { auth: me.auth, json: { orderId, gatewayId: 2 } }), 200, 'Pay/Create');
    const creator = await this.servedBy(created);
    const authority = created.data.url!.split('/').pop()!;
    const back = this.cluster.bank.pay(authority);
    await this.steerTo(this.other(creator));
    const returned = back.method === 'GET'
      ? await call(this.url, 'GET', back.url)
      : await call(this.url, 'POST', back.url, { form: back.fields });
    if (returned.status !== 303 && returned.status !== 302) throw new Error(`bank return: HTTP ${returned.status} ${returned.text.slice(0, 200)}`);
    const returnedTo = await this.servedBy(returned);
    if (returnedTo === creator || returnedTo === '?') throw new Error(`the bank's return landed on ${returnedTo}, the process that created the payment (${creator})`);
    let status = '';
    for (let i = 0; i < 50 && status !== 'Issued'; i++) {
      status = await this.orderStatus(me.auth, orderId);
      if (status !== 'Issued') await sleep(100);
    }
    if (status !== 'Issued') throw new Error(`order ${orderId} is ${status} after the bank's return, not Issued`);
    const verified = this.cluster.bank.calls.filter((c) => c.op === 'verify').length;
    let ticketed = false;
    for (let i = 0; i < 100 && !ticketed; i++) {
      ticketed = this.cluster.sms.sent.some((s) => s.receptor === '09121234567' && s.template === 'safar-ticket');
      if (!ticketed) await sleep(100);
    }
    if (!ticketed) throw new Error('no ticket text reached the SMS provider');
    return { name: 'booking: bank return on another process', detail: `Pay/Create on ${creator}, the bank's return on ${returnedTo}; issued, verified ${verified}× at the bank, ticket texted` };
  }

  /** A socket held by one process hears an order change made through another, within a second. */
  async liveAcrossProcesses(): Promise<JourneyResult> {
    const me = await this.signIn();
    const orderId = await this.createOrder(me.auth, 31);
    const live = await openLive(this.url, me.token);
    try {
      await live.next((m) => m.type === 'hello', 2_000);
      const holder = await this.socketHolder();
      await this.steerTo(this.other(holder.name));
      const started = Date.now();
      const reserved = expectStatus(await call(this.url, 'POST', '/api/flight-reservation/Reserve/ReserveFlightOrder', { auth: me.auth, json: { orderId } }), 200, 'Reserve');
      const raisedOn = await this.servedBy(reserved);
      if (raisedOn === holder.name) throw new Error(`the change was made on ${raisedOn}, the socket's own process`);
      const heard = await live.next((m) => m.type === 'order' && m.orderId === orderId && m.status === 'Reserved', 1_000);
      return { name: 'live update across processes', detail: `socket on ${holder.name}, Reserve on ${raisedOn}: heard ${heard.at - started} ms after the request was sent (limit 1,000 ms)` };
    } finally {
      live.close();
    }
  }

  /** The process whose /metrics counts the one open live socket. */
  private async socketHolder(): Promise<ServerProcess> {
    for (let i = 0; i < 20; i++) {
      for (const p of this.cluster.processes.filter((x) => x.running)) {
        const text = await (await fetch(`${p.url}/metrics`)).text();
        if (/^live_sockets_open 1$/m.test(text)) return p;
      }
      await sleep(50);
    }
    throw new Error('no process reports the open live socket');
  }

  /** A passport scan uploaded through one process is read back, byte for byte, through another. */
  async visaAcrossProcesses(): Promise<JourneyResult> {
    const me = await this.signIn();
    const image = await sharp({ create: { width: 600, height: 420, channels: 3, background: { r: 40, g: 90, b: 160 } } })
      .composite([{ input: Buffer.from('<svg width="600" height="420"><text x="40" y="200" font-size="48" fill="white">PASSPORT K12345678</text></svg>'), gravity: 'centre' }])
      .jpeg({ quality: 85 }).toBuffer();
    const form = new FormData();
    form.append('kind', 'Passport');
    form.append('file', new Blob([image], { type: 'image/jpeg' }), 'passport.jpg');
    const uploaded = expectStatus(await call(this.url, 'POST', '/api/visa/Submit/UploadImage', { auth: me.auth, multipart: form }), 200, 'UploadImage');
    const writer = await this.servedBy(uploaded);
    await this.steerTo(this.other(writer));
    const read = expectStatus(await call(this.url, 'GET', `/api/visa/Submit/Image/${uploaded.data.id}`, { auth: me.auth }), 200, 'Image');
    const reader = await this.servedBy(read);
    if (reader === writer) throw new Error(`the read landed on ${reader}, the process that stored it`);
    if (!read.bytes.equals(image)) throw new Error(`the image read back differs (${read.bytes.length} bytes, ${image.length} sent)`);
    const onDisk = this.cluster.processes.flatMap((p) => {
      try {
        return readdirSync(path.join(p.dataDir, 'uploads'));
      } catch {
        return [];
      }
    });
    if (onDisk.length > 0) throw new Error(`files were written to a process's own disk: ${onDisk.join(', ')}`);
    return { name: 'visa upload across processes', detail: `uploaded on ${writer} (${image.length} bytes, S3), read back identical on ${reader}; nothing on any process's disk` };
  }
}

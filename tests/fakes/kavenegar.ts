import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local Kavenegar speaking verify/lookup as /work/shared/providers.md §6 documents it:
 * `/v1/{API-KEY}/verify/lookup.json`, GET query or POST form, the `{return, entries}` envelope,
 * and the HTTP status mirroring return.status on a refusal.
 */

export const KAVENEGAR_FAKE_KEY = 'fake-kavenegar-key';
export const KAVENEGAR_FAKE_TEMPLATES = ['safar-otp', 'safar-ticket', 'safar-refund', 'safar-hold'] as const;

export interface KavenegarSent {
  receptor: string;
  template: string;
  token: string;
  token2?: string;
  token3?: string;
  at: number;
}

/** busy: 409 · http500: an HTML 500 page · timeout: no answer until closed · credit: 418. */
export type KavenegarFailure = 'busy' | 'http500' | 'timeout' | 'credit';

export interface KavenegarFake {
  /** http://127.0.0.1:PORT, the adapter's baseUrl. */
  url: string;
  apiKey: string;
  /** Successful sends only: a refused or unanswered request records nothing. */
  sent: KavenegarSent[];
  /** The next `count` requests fail as `mode`, before any check. */
  failNext(count: number, mode: KavenegarFailure): void;
  /** Every request received, answered or not. */
  readonly requests: number;
  close(): Promise<void>;
}

const MOBILE = /^09\d{9}$/;
const STATUS_TEXT: Record<number, string> = {
  403: 'کد شناسائی API-Key معتبر نمی‌باشد',
  404: 'متد نامشخص است',
  405: 'متد Get/Post اشتباه است',
  406: 'پارامترهای اجباری خالی ارسال شده اند',
  409: 'سرور قادر به پاسخگوئی نیست بعدا تلاش کنید',
  411: 'دریافت کننده نامعتبر است',
  418: 'اعتبار حساب شما کافی نیست',
  424: 'الگوی مورد نظر پیدا نشد',
  431: 'ساختار کد صحیح نمی‌باشد',
};

function refuse(res: ServerResponse, status: number) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ return: { status, message: STATUS_TEXT[status] ?? 'خطا' }, entries: null }));
}

async function fieldsOf(req: IncomingMessage, url: URL): Promise<URLSearchParams> {
  const fields = new URLSearchParams(url.search);
  if (req.method === 'POST') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) fields.set(name, value);
  }
  return fields;
}

export async function startKavenegarFake(options: { apiKey?: string; templates?: readonly string[] } = {}): Promise<KavenegarFake> {
  const apiKey = options.apiKey ?? KAVENEGAR_FAKE_KEY;
  const templates = new Set(options.templates ?? KAVENEGAR_FAKE_TEMPLATES);
  const sent: KavenegarSent[] = [];
  const failures: KavenegarFailure[] = [];
  const sockets = new Set<Socket>();
  let requests = 0;
  let nextMessageId = 8_792_343;

  const server = createServer(async (req, res) => {
    requests++;
    const failure = failures.shift();
    if (failure === 'timeout') return; // held until the client gives up or the fake closes
    if (failure === 'busy') return refuse(res, 409);
    if (failure === 'credit') return refuse(res, 418);
    if (failure === 'http500') {
      res.writeHead(500, { 'content-type': 'text/html' });
      return res.end('<html><body><h1>500 Internal Server Error</h1></body></html>');
    }

    const url = new URL(req.url ?? '/', 'http://fake');
    const match = /^\/v1\/([^/]+)\/([a-z]+)\/([a-z]+)\.json$/.exec(url.pathname);
    if (!match || decodeURIComponent(match[1]!) !== apiKey) return refuse(res, 403);
    if (`${match[2]}/${match[3]}` !== 'verify/lookup') return refuse(res, 404);
    if (req.method !== 'GET' && req.method !== 'POST') return refuse(res, 405);

    const fields = await fieldsOf(req, url);
    const receptor = fields.get('receptor') ?? '';
    const template = fields.get('template') ?? '';
    const token = fields.get('token') ?? '';
    if (!receptor || !template || !token) return refuse(res, 406);
    if (!MOBILE.test(receptor)) return refuse(res, 411);
    if (!templates.has(template)) return refuse(res, 424);
    const more = { token2: fields.get('token2'), token3: fields.get('token3') };
    if ([token, more.token2, more.token3].some((t) => t != null && /[\s_]/.test(t))) return refuse(res, 431);

    const at = Date.now();
    const record: KavenegarSent = { receptor, template, token, at };
    if (more.token2 != null) record.token2 = more.token2;
    if (more.token3 != null) record.token3 = more.token3;
    sent.push(record);
    const entry = {
      messageid: nextMessageId++,
      message: [template, token, more.token2, more.token3].filter((t) => t != null).join(' '),
      status: 5,
      statustext: 'ارسال به مخابرات',
      sender: '10008663',
      receptor,
      date: Math.floor(at / 1000),
      cost: 1200,
    };
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ return: { status: 200, message: 'تایید شد' }, entries: [entry] }));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    sent,
    failNext(count, mode) {
      for (let i = 0; i < count; i++) failures.push(mode);
    },
    get requests() {
      return requests;
    },
    close() {
      // A held ('timeout') request would keep server.close() waiting forever.
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

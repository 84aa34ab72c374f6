/**
 * The HTTP side every provider fake shares (banks and SMS): a server on a free local port that can
 * be closed while a request hangs, body reading, and the queue of failures a test asks for.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeServer {
  /** http://127.0.0.1:PORT */
  url: string;
  /** Rejects when already closed. */
  close(): Promise<void>;
}

/** Serves `handle` on 127.0.0.1 at a port the system picks; a handler that throws answers a plain 500. */
export async function startFakeServer(handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>): Promise<FakeServer> {
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'fake error');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Held ('timeout') requests and keep-alive sockets would keep server.close() waiting forever.
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Failures a test queues: each request takes the next one, if any, before any check. */
export function failureQueue<Mode>() {
  const queue: Mode[] = [];
  return {
    failNext(count: number, mode: Mode): void {
      for (let i = 0; i < count; i++) queue.push(mode);
    },
    next: (): Mode | undefined => queue.shift(),
  };
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The request's body as JSON; null when it is not JSON. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const raw = await readBody(req);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

/** What a provider's broken front server shows: HTML, not the API's format. */
export const HTTP500_PAGE = '<html><body><h1>500 Internal Server Error</h1></body></html>';

/** http500: an error page; timeout: never answers; lostAnswer: does the work, then never answers. */
export type FakeFailure = 'http500' | 'timeout' | 'lostAnswer';

export interface ApiReply {
  status: number;
  type: string;
  body: string;
}

/** One API call under a queued failure: http500 and timeout strike before `work`, lostAnswer after it. */
export function replyUnlessFailing(res: ServerResponse, failure: FakeFailure | undefined, work: () => ApiReply): void {
  if (failure === 'http500') return send(res, 500, 'text/html; charset=utf-8', HTTP500_PAGE);
  if (failure === 'timeout') return; // held until the client gives up or close()
  const reply = work();
  if (failure === 'lostAnswer') return;
  send(res, reply.status, reply.type, reply.body);
}

/** busy: the provider's "try later" · http500: an HTML 500 page · timeout: no answer until closed · credit: out of credit. */
export type SmsFailure = 'busy' | 'http500' | 'timeout' | 'credit';

/** What an SMS fake (Kavenegar, SMS.ir) offers a test. */
export interface SmsFake<Sent> {
  /** http://127.0.0.1:PORT, the adapter's baseUrl. */
  url: string;
  apiKey: string;
  /** Successful sends only: a refused or unanswered request records nothing. */
  sent: Sent[];
  /** The next `count` requests fail as `mode`, before any check. */
  failNext(count: number, mode: SmsFailure): void;
  /** Every request received, answered or not. */
  readonly requests: number;
  close(): Promise<void>;
}

/**
 * An SMS fake on `handle`: it counts every request and plays a queued failure before `handle` sees
 * it; `refuse` answers 'busy' and 'credit' in the provider's own words.
 */
export async function startSmsFake<Sent>(
  apiKey: string,
  sent: Sent[],
  refuse: (res: ServerResponse, failure: 'busy' | 'credit') => void,
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>,
): Promise<SmsFake<Sent>> {
  const failures = failureQueue<SmsFailure>();
  let requests = 0;
  const server = await startFakeServer(async (req, res) => {
    requests++;
    const failure = failures.next();
    if (failure === 'timeout') return; // held until the client gives up or the fake closes
    if (failure === 'http500') {
      res.writeHead(500, { 'content-type': 'text/html' });
      return res.end(HTTP500_PAGE);
    }
    if (failure) return refuse(res, failure);
    return handle(req, res);
  });
  return {
    url: server.url,
    apiKey,
    sent,
    failNext: failures.failNext,
    get requests() {
      return requests;
    },
    close: server.close,
  };
}

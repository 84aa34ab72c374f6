/** A traveller's HTTP client through the load balancer, and a live socket, for the cluster journeys. */
import { createRequire } from 'node:module';
import type { LiveServerMessage } from '../../src/contract';

export interface Answer {
  status: number;
  data: Record<string, unknown> & { id?: string; url?: string; status?: string };
  text: string;
  bytes: Buffer;
  requestId: string | null;
  location: string | null;
  contentType: string | null;
}

export interface CallOptions {
  auth?: string;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: FormData;
}

export async function call(base: string, method: string, url: string, { auth, json, form, multipart }: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = auth ? { authorization: auth } : {};
  let body: string | FormData | undefined;
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(form).toString();
  } else if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (multipart) body = multipart;
  const res = await fetch(url.startsWith('http') ? url : `${base}${url}`, { method, headers, body, redirect: 'manual' });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  let parsed: { data?: Answer['data'] } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch { /* a page, an image or a redirect */ }
  return {
    status: res.status, data: parsed.data ?? {}, text, bytes, requestId: res.headers.get('x-request-id'),
    location: res.headers.get('location'), contentType: res.headers.get('content-type'),
  };
}

export function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) throw new Error(`${what}: HTTP ${answer.status}, expected ${status}: ${answer.text.slice(0, 300)}`);
  return answer;
}

interface WsSocket {
  on(event: 'message', fn: (data: unknown) => void): void;
  on(event: 'open' | 'close', fn: () => void): void;
  on(event: 'error', fn: (e: Error) => void): void;
  send(text: string): void;
  close(): void;
}
// The ws client (a dependency of @fastify/websocket); it ships no types here.
const WebSocketClient = createRequire(import.meta.url)('ws') as new (url: string) => WsSocket;

/** A live socket with the messages it had and their arrival times. */
export async function openLive(base: string, token: string) {
  const socket = new WebSocketClient(`${base.replace(/^http/, 'ws')}/api/live?access_token=${encodeURIComponent(token)}`);
  const got: { message: LiveServerMessage; at: number }[] = [];
  socket.on('message', (data) => got.push({ message: JSON.parse(String(data)) as LiveServerMessage, at: Date.now() }));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
  /** The first message matching, waited for up to `ms`. */
  const next = async (match: (m: LiveServerMessage) => boolean, ms: number) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const hit = got.find((g) => match(g.message));
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no matching live message within ${ms} ms; had ${JSON.stringify(got.map((g) => g.message))}`);
  };
  return { socket, got, next, close: () => socket.close() };
}

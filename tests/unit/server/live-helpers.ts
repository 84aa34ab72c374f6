import { createRequire } from 'node:module';
import type { LiveServerMessage } from '../../../src/contract';

interface Socket {
  on(event: 'message', fn: (data: unknown) => void): void;
  on(event: 'open' | 'close', fn: (code?: number) => void): void;
  on(event: 'error', fn: (e: Error) => void): void;
  send(text: string): void;
  close(): void;
}
// The ws client (a dependency of @fastify/websocket); it ships no types here.
const WebSocketClient = createRequire(import.meta.url)('ws') as new (url: string, options?: { headers?: Record<string, string> }) => Socket;

/** A socket and the messages it has had, with a wait for the next one that matches. */
export function connect(url: string, headers?: Record<string, string>) {
  const socket = new WebSocketClient(url, headers ? { headers } : undefined);
  const got: LiveServerMessage[] = [];
  const waiters: { match: (m: LiveServerMessage) => boolean; resolve: (m: LiveServerMessage) => void }[] = [];
  socket.on('message', (data) => {
    const m = JSON.parse(String(data)) as LiveServerMessage;
    got.push(m);
    for (const w of [...waiters]) if (w.match(m)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(m);
    }
  });
  const next = (match: (m: LiveServerMessage) => boolean, ms = 5000) => {
    const earlier = got.find(match);
    if (earlier) {
      got.splice(got.indexOf(earlier), 1);
      return Promise.resolve(earlier);
    }
    return new Promise<LiveServerMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching message in ${ms} ms; had ${JSON.stringify(got)}`)), ms);
      waiters.push({ match, resolve: (m) => { clearTimeout(timer); got.splice(got.indexOf(m), 1); resolve(m); } });
    });
  };
  const opened = new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
  return { socket, got, next, opened, send: (m: object) => socket.send(JSON.stringify(m)) };
}

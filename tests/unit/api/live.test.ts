import { describe, expect, it } from 'vitest';
import { backoffDelay, BACKOFF_MAX_MS, LiveConnection, liveUrl } from '../../../src/api/live';
import type { LiveServerMessage } from '../../../src/contract';
import { FakeSocket } from './fake-live-socket';

/** A connection on fake sockets and a hand-driven clock. */
function harness(token: string | null = null) {
  const sockets: FakeSocket[] = [];
  const pending = new Map<number, { fn: () => void; ms: number }>();
  let nextId = 1;
  const messages: LiveServerMessage[] = [];
  const statuses: string[] = [];
  let resyncs = 0;
  let currentToken = token;
  const connection = new LiveConnection({
    url: 'ws://example.test/api/live',
    token: async () => currentToken,
    onMessage: (m) => messages.push(m),
    onStatus: (s) => statuses.push(s),
    onResync: () => resyncs++,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    timers: {
      set: (fn, ms) => {
        const id = nextId++;
        pending.set(id, { fn, ms });
        return id;
      },
      clear: (id) => void pending.delete(id as number),
    },
    random: () => 1,
  });
  const flush = () => new Promise((r) => setTimeout(r, 0));
  /** Runs the timers due within `ms` (the shortest first). */
  const advance = (ms: number) => {
    for (const [id, t] of [...pending].sort((a, b) => a[1].ms - b[1].ms)) {
      if (t.ms <= ms) {
        pending.delete(id);
        t.fn();
      }
    }
  };
  return { connection, sockets, messages, statuses, pending, advance, flush, resyncs: () => resyncs, setToken: (t: string | null) => (currentToken = t) };
}

const ref = (n: number) => ({ requestId: 'R', proposalId: `P${n}` });

describe('LiveConnection', () => {
  it('connects anonymously or with the token, and sends watches once open', async () => {
    const h = harness('abc');
    h.connection.watch([ref(1)]);
    h.connection.open();
    await h.flush();
    expect(h.sockets[0]!.url).toBe('ws://example.test/api/live?access_token=abc');
    h.sockets[0]!.open();
    expect(h.sockets[0]!.sent).toEqual([{ type: 'watch', proposals: [ref(1)] }]);
    h.connection.watch([ref(1), ref(2)]);
    expect(h.sockets[0]!.sent.at(-1)).toEqual({ type: 'watch', proposals: [ref(2)] });
    h.connection.unwatch([ref(1)]);
    expect(h.sockets[0]!.sent.at(-1)).toEqual({ type: 'unwatch', proposals: [ref(1)] });

    const anonymous = harness(null);
    anonymous.connection.open();
    await anonymous.flush();
    expect(anonymous.sockets[0]!.url).toBe('ws://example.test/api/live');
  });

  it('reconnects with a growing backoff, watches again and asks the page to resync', async () => {
    const h = harness();
    h.connection.watch([ref(1)]);
    h.connection.open();
    await h.flush();
    h.sockets[0]!.open();
    expect(h.resyncs()).toBe(0);
    h.sockets[0]!.drop();
    expect(h.connection.status).toBe('waiting');
    expect([...h.pending.values()].map((t) => t.ms)).toContain(1000);
    h.advance(1000);
    await h.flush();
    // The second try fails too: the wait doubles.
    h.sockets[1]!.drop();
    expect([...h.pending.values()].map((t) => t.ms)).toContain(2000);
    h.advance(2000);
    await h.flush();
    h.sockets[2]!.open();
    expect(h.sockets[2]!.sent).toEqual([{ type: 'watch', proposals: [ref(1)] }]);
    expect(h.resyncs()).toBe(1);
    expect(h.connection.status).toBe('open');
  });

  it('retries at once when the browser is back online, and stops for good when closed', async () => {
    const h = harness();
    h.connection.open();
    await h.flush();
    h.sockets[0]!.drop();
    h.connection.retryNow();
    await h.flush();
    expect(h.sockets).toHaveLength(2);
    h.connection.close();
    expect(h.sockets[1]!.closed).toBe(1000);
    expect(h.pending.size).toBe(0);
    h.connection.retryNow();
    await h.flush();
    expect(h.sockets).toHaveLength(2);
  });

  it('signs an anonymous socket in by message, and starts a new one for another user or at sign-out', async () => {
    const h = harness();
    h.connection.open();
    await h.flush();
    h.sockets[0]!.open();
    h.sockets[0]!.push({ type: 'hello', userId: null, serverTime: new Date().toISOString() });
    h.setToken('t1');
    await h.connection.sessionChanged('u1');
    expect(h.sockets[0]!.sent.at(-1)).toEqual({ type: 'auth', token: 't1' });
    h.sockets[0]!.push({ type: 'hello', userId: 'u1', serverTime: new Date().toISOString() });
    // A refreshed token for the same user: another auth message.
    h.setToken('t2');
    await h.connection.sessionChanged('u1');
    expect(h.sockets[0]!.sent.at(-1)).toEqual({ type: 'auth', token: 't2' });
    h.setToken(null);
    await h.connection.sessionChanged(null);
    expect(h.sockets[0]!.closed).toBe(1000);
    await h.flush();
    expect(h.sockets[1]!.url).toBe('ws://example.test/api/live');
    expect(h.messages.filter((m) => m.type === 'hello')).toHaveLength(2);
  });

  it('a refused token is retried at once with a fresh one', async () => {
    const h = harness('old');
    h.connection.open();
    await h.flush();
    h.sockets[0]!.drop(4401);
    expect([...h.pending.values()].map((t) => t.ms)).toEqual([0]);
  });
});

describe('backoff and address', () => {
  it('doubles to a ceiling, with jitter in its upper half', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(20, () => 1)).toBe(BACKOFF_MAX_MS);
  });

  it('puts the socket beside the API base, wss on https', () => {
    expect(liveUrl('/api/', { protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/api/live');
    expect(liveUrl('https://api.example/v1', { protocol: 'http:', host: 'x' })).toBe('wss://api.example/v1/live');
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFeatureStores } from '../../../src/stores';
import { FakeSocket } from '../api/fake-live-socket';
import { freshRoot, testEnv } from './fixtures';

function liveRoot() {
  const sockets: FakeSocket[] = [];
  const root = freshRoot(testEnv({ liveSocket: (url) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  } }));
  return { root, sockets, live: root.live };
}

const ref = (n: number) => ({ requestId: 'R1', proposalId: `P${n}` });
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('LiveStore', () => {
  beforeAll(loadFeatureStores);
  afterEach(() => vi.useRealTimers());

  it('opens no socket until a page uses it, and none at all without a socket in the env', async () => {
    const { live, sockets } = liveRoot();
    await settle();
    expect(sockets).toHaveLength(0);
    const release = live.use();
    await settle();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toMatch(/\/api\/live$/);
    release();

    const quiet = freshRoot(testEnv());
    quiet.live.use();
    expect(quiet.live.status).toBe('closed');
  });

  it('shares one watch between cards, keeps the pushed seats, and unwatches when the last goes', async () => {
    const { live, sockets } = liveRoot();
    const a = live.watch([ref(1)]);
    const b = live.watch([ref(1), ref(2)]);
    await settle();
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ type: 'watch', proposals: [ref(1), ref(2)] }]);
    sockets[0]!.push({ type: 'seats', requestId: 'r1', proposalId: 'P1', seatsLeft: 3 });
    expect(live.seatsOf(ref(1))).toBe(3);
    expect(live.seatsOf(ref(2))).toBeUndefined();
    a();
    expect(sockets[0]!.sent).toHaveLength(1);
    b();
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'unwatch', proposals: [ref(1), ref(2)] });
    // Nobody shows them now: the counts are dropped, so a long session's searches don't pile up.
    expect(live.seatsOf(ref(1))).toBeUndefined();
  });

  it("follows the server's clock and the user's order statuses", async () => {
    const { live, sockets } = liveRoot();
    live.use();
    await settle();
    sockets[0]!.open();
    sockets[0]!.push({ type: 'hello', userId: null, serverTime: new Date(Date.now() + 90_000).toISOString() });
    expect(live.serverNow() - Date.now()).toBeGreaterThan(89_000);
    sockets[0]!.push({ type: 'order', orderId: 'o1', status: 'Expired', statusFa: 'منقضی', at: '2026-11-25T10:00:00Z' });
    expect(live.orderStatus('o1')).toEqual({ status: 'Expired', statusFa: 'منقضی', at: '2026-11-25T10:00:00Z' });
  });

  it('closes the socket a while after the last page lets it go, not at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { live, sockets } = liveRoot();
    const release = live.use();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    release();
    // The next page takes it up in time: the same socket.
    await vi.advanceTimersByTimeAsync(1000);
    const again = live.use();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets[0]!.closed).toBeUndefined();
    again();
    await vi.advanceTimersByTimeAsync(6000);
    expect(sockets[0]!.closed).toBe(1000);
    expect(live.status).toBe('closed');
  });
});

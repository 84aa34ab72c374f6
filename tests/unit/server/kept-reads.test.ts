import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeptReads } from '../../../server/inventory/kept-reads';

/** A read the test answers when it likes: the database behind a queue of the jobs' queries. */
function deferredReads() {
  const pending: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  let count = 0;
  const read = () => {
    count += 1;
    return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { read, pending, reads: () => count };
}

describe('KeptReads', () => {
  let version = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-29T08:00:00Z'));
    version = 0;
  });
  afterEach(() => vi.useRealTimers());

  /** A kept read of 'day' that has answered `value`. */
  async function keptAfterFirstRead(value: string) {
    const kept = new KeptReads<string>(1000, () => version);
    const db = deferredReads();
    const first = kept.get('day', db.read);
    db.pending[0]!.resolve(value);
    await first;
    return { kept, db };
  }

  it('reads once per second per key; callers share the value', async () => {
    const kept = new KeptReads<string>(1000, () => version);
    const db = deferredReads();
    const first = kept.get('day', db.read);
    const second = kept.get('day', db.read);
    db.pending[0]!.resolve('v1');
    expect(await first).toBe('v1');
    expect(await second).toBe('v1');
    vi.advanceTimersByTime(999);
    expect(await kept.get('day', db.read)).toBe('v1');
    expect(db.reads()).toBe(1);
  });

  it('past a second, answers the kept value at once and reads again behind it; the new value follows', async () => {
    const { kept, db } = await keptAfterFirstRead('v1');
    vi.advanceTimersByTime(1500);
    // The read under way is not waited for, and is not started twice.
    expect(await kept.get('day', db.read)).toBe('v1');
    expect(await kept.get('day', db.read)).toBe('v1');
    expect(db.reads()).toBe(2);
    db.pending[1]!.resolve('v2');
    await vi.advanceTimersByTimeAsync(0);
    expect(await kept.get('day', db.read)).toBe('v2');
    expect(db.reads()).toBe(2);
  });

  it("after this process changed the data, callers wait for a new read (a traveller sees their own booking)", async () => {
    const { kept, db } = await keptAfterFirstRead('before');
    version += 1;
    const after = kept.get('day', db.read);
    let answered = false;
    void after.then(() => { answered = true; });
    await vi.advanceTimersByTimeAsync(0);
    expect(answered).toBe(false);
    db.pending[1]!.resolve('after');
    expect(await after).toBe('after');
  });

  it('a background read begun before a change here never replaces the read made after it', async () => {
    const { kept, db } = await keptAfterFirstRead('v1');
    vi.advanceTimersByTime(1500);
    await kept.get('day', db.read); // starts the background read (pending[1])
    version += 1;
    const fresh = kept.get('day', db.read); // pending[2], waited for
    db.pending[2]!.resolve('booked');
    expect(await fresh).toBe('booked');
    db.pending[1]!.resolve('stale');
    await vi.advanceTimersByTimeAsync(0);
    expect(await kept.get('day', db.read)).toBe('booked');
  });

  it('a failed read is not kept: the first one is asked again, a failed background read keeps the old value and is retried', async () => {
    const kept = new KeptReads<string>(1000, () => version);
    const db = deferredReads();
    const first = kept.get('day', db.read);
    db.pending[0]!.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    const again = kept.get('day', db.read);
    db.pending[1]!.resolve('v1');
    expect(await again).toBe('v1');

    vi.advanceTimersByTime(1500);
    expect(await kept.get('day', db.read)).toBe('v1');
    db.pending[2]!.reject(new Error('timeout'));
    await vi.advanceTimersByTimeAsync(0);
    expect(await kept.get('day', db.read)).toBe('v1');
    expect(db.reads()).toBe(4);
    db.pending[3]!.resolve('v2');
    await vi.advanceTimersByTimeAsync(0);
    expect(await kept.get('day', db.read)).toBe('v2');
  });
});

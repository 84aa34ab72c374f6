import { Lru } from './lru';

interface Kept<T> {
  at: number;
  version: number;
  value: Promise<T>;
  /** The read has answered (a kept value older than `forMs` is then served while it is read again). */
  settled: boolean;
  /** A newer read of the same version is under way. */
  refreshing: boolean;
}

/**
 * Reads kept for a moment: a search answers hundreds of times a second and needs no query of its
 * own, so what travellers here hold or bought is read at most once per `forMs` for each key, and at
 * once again after this process changed it (its version moved): then callers wait for the new read,
 * so a traveller sees their own booking. Once a read is `forMs` old it is read again in the
 * background while callers still get it: no search waits on a database busy with other work
 * (another process's booking shows within `forMs` and one read). Callers get the same value while it
 * is kept, so what they build from it can be kept with it. A failed read is not kept.
 */
export class KeptReads<T> {
  private readonly kept: Lru<string, Kept<T>>;

  constructor(private readonly forMs: number, private readonly version: () => number, capacity = 200) {
    this.kept = new Lru(capacity);
  }

  get(key: string, read: () => Promise<T>): Promise<T> {
    const at = Date.now();
    const version = this.version();
    const kept = this.kept.get(key);
    if (kept && kept.version === version) {
      if (at - kept.at < this.forMs || !kept.settled) return kept.value;
      if (!kept.refreshing) this.refresh(key, kept, this.start(at, version, read));
      return kept.value;
    }
    const entry = this.start(at, version, read);
    this.kept.set(key, entry);
    entry.value.catch(() => {
      if (this.kept.peek(key) === entry) this.kept.delete(key);
    });
    return entry.value;
  }

  private start(at: number, version: number, read: () => Promise<T>): Kept<T> {
    const entry: Kept<T> = { at, version, value: read(), settled: false, refreshing: false };
    entry.value.then(() => {
      entry.settled = true;
    }, () => {});
    return entry;
  }

  /** The newer read replaces the kept one when it answers, unless something newer came meanwhile. */
  private refresh(key: string, kept: Kept<T>, next: Kept<T>) {
    kept.refreshing = true;
    next.value.then(() => {
      if (this.kept.peek(key) === kept) this.kept.set(key, next);
    }, () => {
      kept.refreshing = false;
    });
  }
}

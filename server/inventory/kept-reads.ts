import { Lru } from './lru';

/**
 * Reads kept for a moment: a search answers hundreds of times a second and needs no query of its
 * own, so what travellers here hold or bought is read at most once per `forMs` for each key, and at
 * once again after this process changed it (its version moved). Callers get the same value while it
 * is kept, so what they build from it can be kept with it. A failed read is not kept.
 */
export class KeptReads<T> {
  private readonly kept: Lru<string, { at: number; version: number; value: Promise<T> }>;

  constructor(private readonly forMs: number, private readonly version: () => number, capacity = 200) {
    this.kept = new Lru(capacity);
  }

  get(key: string, read: () => Promise<T>): Promise<T> {
    const at = Date.now();
    const version = this.version();
    const kept = this.kept.get(key);
    if (kept && kept.version === version && at - kept.at < this.forMs) return kept.value;
    const entry = { at, version, value: read() };
    this.kept.set(key, entry);
    entry.value.catch(() => {
      if (this.kept.peek(key) === entry) this.kept.delete(key);
    });
    return entry.value;
  }
}

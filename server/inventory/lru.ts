/** A bounded map that forgets the least recently used entry: for caches of derivable data only. */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as K);
  }

  /** The value without marking it used. */
  peek(key: K): V | undefined {
    return this.map.get(key);
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  has(key: K): boolean {
    return this.map.has(key);
  }
}

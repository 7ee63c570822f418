// A cache that outlives a build has a size. `site dev` runs build after build in one process for as
// long as a marketer edits, so a module-level map keyed by text would otherwise keep every text
// the site ever had. Least recently used entries go first; a hit costs two map operations.

/** A map of at most `limit` entries; setting one more drops the least recently used. */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly limit: number) {
    if (!(limit >= 1)) throw new RangeError(`a bounded cache needs a limit of at least 1, not ${limit}`);
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // move to the young end: Map keeps insertion order
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as K);
    return this;
  }

  clear(): void {
    this.entries.clear();
  }
}

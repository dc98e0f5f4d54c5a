/**
 * A small in-process cache for answers many visitors share (the directory's popular searches):
 * entries live `ttlMs`, the least recently used go first beyond `maxEntries`, and concurrent misses
 * of one key share a single load. A ttl of 0 turns it off (every call loads).
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) {
      // Map keeps insertion order: moving a hit to the end makes the first entry the least recent.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        // A clear() while loading means the value may predate the change: use it once, keep it not.
        if (generation === this.generation) this.store(key, value);
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  /** Forgets everything, for a change that must show at once (an approval, a profile edit). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  private store(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

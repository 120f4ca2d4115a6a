/**
 * A tiny read-through cache for hot public lists (the class schedule, the blog list): entries live
 * `ttlMs` at most and every write through the owning service clears them, so this process never serves
 * stale data. Made through ListCaches, `clear()` also tells the other instances (Redis pub/sub); without
 * Redis (or while it is down) they serve at most `ttlMs` old data. `ttlMs` 0 turns it off.
 */
export class ListCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    /** Called on every clear() (ListCaches: tell the other instances). */
    private readonly onClear?: () => void,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    // The promise itself is cached, so a burst of identical requests shares one query.
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** The entry of `key` while it lives (undefined when absent, expired, or caching is off). */
  peek(key: string): Promise<T> | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > Date.now() ? hit.value : undefined;
  }

  /** After a write: forget everything here, and on every other instance. */
  clear() {
    this.entries.clear();
    this.onClear?.();
  }

  /** Forgets everything here only (another instance wrote). */
  drop() {
    this.entries.clear();
  }
}

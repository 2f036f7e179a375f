export interface ExpiringCacheOptions {
  /** Most entries held; storing one more drops the least recently used. */
  maxEntries: number;
  /** An entry older than this reads as absent and is dropped. */
  ttlMs: number;
  now?: () => number;
}

interface Slot<V> {
  value: V;
  storedAt: number;
}

/**
 * A map with a size bound (least recently used out first) and an expiry, for every in-memory cache of the server: whatever keys callers bring, it never holds more than `maxEntries` nor anything older than `ttlMs`.
 */
export class ExpiringCache<K, V> {
  // A Map iterates in insertion order; moving an entry to the end on a hit keeps the least recently used first.
  private readonly slots = new Map<K, Slot<V>>();
  private readonly now: () => number;

  constructor(private readonly options: ExpiringCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** `now` lets a caller read several entries at one instant, so one it just stored cannot expire between calls. */
  get(key: K, now = this.now()): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    this.slots.delete(key);
    if (now - slot.storedAt >= this.options.ttlMs) return undefined;
    this.slots.set(key, slot);
    return slot.value;
  }

  set(key: K, value: V, now = this.now()): void {
    this.slots.delete(key);
    this.slots.set(key, { value, storedAt: now });
    while (this.slots.size > this.options.maxEntries) {
      const oldest = this.slots.keys().next();
      if (oldest.done) break;
      this.slots.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.slots.delete(key);
  }

  clear(): void {
    this.slots.clear();
  }

  get size(): number {
    return this.slots.size;
  }
}

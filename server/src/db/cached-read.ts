import { ExpiringCache } from '../lib/expiring-cache';
import type { Db } from './database';
import { tableWritesOf, type TableName } from './table-writes';

export interface CachedReadOptions<K = unknown> {
  /**
   * The tables the loaded value is made of: a write to any of them retires every entry. List the parents whose
   * deletion cascades into them too (role for user_role): a cascade happens inside the database, unseen.
   */
  tables: readonly TableName[];
  /** Most keys held per database (least recently used out first). */
  maxEntries: number;
  /** Longest an entry is trusted even without a write seen (changes made by another process). */
  ttlMs: number;
  /** The clock, for tests. */
  now?: () => number;
  /** What identifies a key in the cache, when the key is an object (default: the key itself). */
  identity?: (key: K) => string;
}

interface Entry<V> {
  value: V;
  version: number;
}

interface State<V> {
  cache: ExpiringCache<unknown, Entry<V>>;
  /** Loads under way, so a burst of requests for one key asks the database once; emptied as each settles. */
  loading: Map<unknown, { promise: Promise<V>; version: number }>;
}

/**
 * Wraps a read so its answers are kept per database handle and key, bounded by `maxEntries` and `ttlMs`, and
 * reloaded after any write to `tables` (db/table-writes.ts). Inside a transaction, or on a handle the counter
 * does not know, it reads straight through. Callers get the cached value itself: treat it as read-only.
 */
export function cachedRead<K, V>(options: CachedReadOptions<K>, load: (db: Db, key: K) => Promise<V>): (db: Db, key: K) => Promise<V> {
  const states = new WeakMap<Db, State<V>>();
  return async (db, wanted) => {
    const writes = tableWritesOf(db);
    if (!writes) return load(db, wanted);
    let state = states.get(db);
    if (!state) {
      state = {
        cache: new ExpiringCache({ maxEntries: options.maxEntries, ttlMs: options.ttlMs, ...(options.now ? { now: options.now } : {}) }),
        loading: new Map(),
      };
      states.set(db, state);
    }
    const version = writes.version(options.tables);
    const key = options.identity ? options.identity(wanted) : wanted;
    const entry = state.cache.get(key);
    if (entry && entry.version === version) return entry.value;
    const running = state.loading.get(key);
    if (running && running.version === version) return running.promise;
    const promise = load(db, wanted);
    const loading = { promise, version };
    state.loading.set(key, loading);
    const current = state;
    try {
      const value = await promise;
      // Stamped with the version from before the load: a write during it makes the next read load again.
      current.cache.set(key, { value, version });
      return value;
    } finally {
      if (current.loading.get(key) === loading) current.loading.delete(key);
    }
  };
}

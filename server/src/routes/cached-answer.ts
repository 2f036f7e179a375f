import type { FastifyReply } from 'fastify';
import { cachedRead, type CachedReadOptions } from '../db/cached-read';
import type { Db } from '../db/database';

/** Sends an answer kept ready for a key; the handler returns what it returns. */
export type CachedAnswer<K> = (reply: FastifyReply, db: Db, key: K) => Promise<FastifyReply>;

/**
 * A read route's whole answer kept ready to send. The envelope is loaded once per key through cachedRead (bounded by
 * `maxEntries` and `ttlMs`, retired by any write to `tables`) and serialised once, through the route's own response
 * schema (`reply.serialize`), then sent as that text on every hit: the common lists cost neither a query nor a
 * serialisation while nothing they show has changed. The key must hold everything the answer depends on (the
 * caller's scope and hidden columns included), and `tables` every table it is read from.
 */
export function cachedAnswer<K>(options: CachedReadOptions<K>, load: (db: Db, key: K) => Promise<object>): CachedAnswer<K> {
  const read = cachedRead(options, load);
  // Keyed by the cached envelope itself: a reloaded envelope is a new object, and the old text goes with the old one.
  const texts = new WeakMap<object, string | Buffer | ArrayBuffer>();
  return async (reply, db, key) => {
    const envelope = await read(db, key);
    let text = texts.get(envelope);
    if (text === undefined) {
      text = reply.serialize(envelope);
      texts.set(envelope, text);
    }
    return reply.type('application/json; charset=utf-8').send(text);
  };
}

/**
 * The cache identity of a list over some projects: the projects in any order, and the other query fields in any
 * order. Pass the query without what the projects were resolved from (projectId, organizationId) and the cache buster.
 */
export function projectScopedKey(projectIds: readonly string[], filters: Record<string, unknown>): string {
  return JSON.stringify([[...projectIds].sort(), Object.entries(filters).sort(([a], [b]) => a.localeCompare(b))]);
}

import { CamelCasePlugin } from 'kysely';
import { cachedRead } from '../db/cached-read';
import type { Db } from '../db/database';
import type { SessionRevokeReason } from '../db/tables/core';

/** What verifySession needs of a session and its user, as the database last said. */
export interface SessionRecord {
  id: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
  lastSeenAt: number;
  revokedAt: number | null;
  revokedReason: SessionRevokeReason | null;
  enabledMark: number;
}

/**
 * Every signed-in request checks its token, so the rows are kept in memory instead of read each time. Any write to
 * the session or users table through Kysely (a sign-in, a sign-out, a forced offline, a disabled or deleted user)
 * retires every entry (db/cached-read.ts); sliding the idle expiry does not (touchSession). Bound: the 10,000 most
 * recently used tokens (unknown ones included, so guessing cannot grow it), none trusted longer than 10 seconds, for
 * changes made by another server process sharing a PostgreSQL database.
 */
export const SESSION_CACHE_BOUND = { tables: ['session', 'users'], maxEntries: 10_000, ttlMs: 10_000 } as const;

/** The session with this token hash and its user's enabled flag; undefined when no session has it. */
export const readSession = cachedRead(SESSION_CACHE_BOUND, (db: Db, tokenHash: string): Promise<SessionRecord | undefined> =>
  db
    .selectFrom('session')
    .innerJoin('users', 'users.id', 'session.userId')
    .select([
      'session.id',
      'session.userId',
      'session.createdAt',
      'session.expiresAt',
      'session.lastSeenAt',
      'session.revokedAt',
      'session.revokedReason',
      'users.enabledMark',
    ])
    .where('session.tokenHash', '=', tokenHash)
    .executeTakeFirst(),
);

/**
 * Slides a session's idle expiry. The write goes through a handle without the table-write counter: it changes two
 * columns of one row, which the remembered row takes over here, and counting it would retire every other session's
 * entry once a minute per active session. `record` is the cached row itself, updated in place for that reason.
 */
export async function touchSession(db: Db, record: SessionRecord, now: number, expiresAt: number): Promise<void> {
  record.lastSeenAt = now;
  record.expiresAt = expiresAt;
  await db
    .withoutPlugins()
    .withPlugin(new CamelCasePlugin())
    .updateTable('session')
    .set({ lastSeenAt: now, expiresAt })
    .where('id', '=', record.id)
    .execute();
}

import { createHash } from 'node:crypto';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { SessionRevokeReason } from '../db/tables/core';
import { CODE } from '../lib/envelope';
import { newId, randomToken } from '../lib/ids';
import { readSession, touchSession } from './session-cache';

export const TOKEN_PREFIX = 'bearer ';
/** last_seen_at is written at most this often per session, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

/** How long a session lives: `idleMs` after its last use, and never more than `absoluteMs` after sign-in. */
export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

export function sessionLifetime(config: Pick<ServerConfig, 'sessionIdleMs' | 'sessionAbsoluteMs'>): SessionLifetime {
  return { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs };
}

/** When a session signed in at `createdAt` and last used at `usedAt` expires: the earlier of its two limits. */
export function expiryOf(lifetime: SessionLifetime, createdAt: number, usedAt: number): number {
  return Math.min(usedAt + lifetime.idleMs, createdAt + lifetime.absoluteMs);
}

export interface SessionInfo {
  sessionId: string;
  userId: string;
  token: string;
}

export type SessionCheck =
  | { ok: true; session: SessionInfo }
  | { ok: false; code: typeof CODE.SESSION_EXPIRED | typeof CODE.FORCED_OFFLINE | typeof CODE.TOKEN_INVALID; msg: string };

export function hashToken(token: string): string {
  return createHash('sha256').update(stripBearer(token)).digest('hex');
}

export function stripBearer(token: string): string {
  const trimmed = token.trim();
  return trimmed.toLowerCase().startsWith(TOKEN_PREFIX) ? trimmed.slice(TOKEN_PREFIX.length).trim() : trimmed;
}

export interface IssueSessionInput {
  userId: string;
  ipAddress: string;
  place: string;
  userAgent: string;
  origin: string;
  idleMs: number;
  /** The absolute lifetime; without it only the idle limit applies at first (verifySession still enforces both). */
  absoluteMs?: number;
  now?: number;
}

/** Creates a server-side session and returns the token as the console must send it back: `bearer <opaque>`. */
export async function issueSession(db: Db, input: IssueSessionInput): Promise<SessionInfo> {
  const now = input.now ?? Date.now();
  const raw = randomToken();
  const id = newId();
  await db
    .insertInto('session')
    .values({
      id,
      tokenHash: hashToken(raw),
      userId: input.userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: expiryOf({ idleMs: input.idleMs, absoluteMs: input.absoluteMs ?? input.idleMs }, now, now),
      revokedAt: null,
      revokedReason: null,
      ipAddress: input.ipAddress,
      place: input.place,
      userAgent: input.userAgent.slice(0, 300),
      origin: input.origin,
    })
    .execute();
  return { sessionId: id, userId: input.userId, token: `${TOKEN_PREFIX}${raw}` };
}

/**
 * 600 expired (idle too long, or past its absolute lifetime however recently used), 601 forced offline (or replaced),
 * 602 unknown or malformed token. Slides the idle expiry, never past the absolute one.
 */
export async function verifySession(db: Db, token: string | undefined, lifetime: SessionLifetime, now = Date.now()): Promise<SessionCheck> {
  if (!token || stripBearer(token).length < 20 || stripBearer(token).length > 200) {
    return { ok: false, code: CODE.TOKEN_INVALID, msg: 'Your sign-in is not valid, please sign in again' };
  }
  const row = await readSession(db, hashToken(token));
  if (!row) return { ok: false, code: CODE.TOKEN_INVALID, msg: 'Your sign-in is not valid, please sign in again' };
  if (row.revokedAt !== null) {
    if (row.revokedReason === 'logout') {
      return { ok: false, code: CODE.TOKEN_INVALID, msg: 'You have signed out, please sign in again' };
    }
    return { ok: false, code: CODE.FORCED_OFFLINE, msg: 'You have been signed out by an administrator or signed in elsewhere' };
  }
  if (row.enabledMark !== 1) {
    return { ok: false, code: CODE.FORCED_OFFLINE, msg: 'This account has been disabled' };
  }
  // The absolute limit is read from created_at and the setting, so lowering SESSION_ABSOLUTE_TTL applies to every session.
  if (row.expiresAt <= now || row.createdAt + lifetime.absoluteMs <= now) {
    return { ok: false, code: CODE.SESSION_EXPIRED, msg: 'Your session has expired, please sign in again' };
  }
  if (now - row.lastSeenAt >= TOUCH_INTERVAL_MS) {
    await touchSession(db, row, now, expiryOf(lifetime, row.createdAt, now));
  }
  return { ok: true, session: { sessionId: row.id, userId: row.userId, token } };
}

export async function revokeSession(db: Db, sessionId: string, reason: SessionRevokeReason, now = Date.now()): Promise<void> {
  await db
    .updateTable('session')
    .set({ revokedAt: now, revokedReason: reason })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Forces every live session of a user offline (administrator action); they then answer 601. */
export async function revokeUserSessions(db: Db, userId: string, reason: SessionRevokeReason, now = Date.now()): Promise<number> {
  const result = await db
    .updateTable('session')
    .set({ revokedAt: now, revokedReason: reason })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Ended sessions are kept this long (so a late request still learns "signed out" or "forced offline"), then deleted. */
export const ENDED_SESSION_RETENTION_MS = 7 * 24 * 60 * 60_000;

/** Deletes sessions that expired (idle or absolute) more than a week ago; revoked ones expire on schedule too. */
export async function purgeEndedSessions(db: Db, now: number): Promise<void> {
  await db
    .deleteFrom('session')
    .where('expiresAt', '<', now - ENDED_SESSION_RETENTION_MS)
    .execute();
}

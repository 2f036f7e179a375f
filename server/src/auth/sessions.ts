import { createHash } from 'node:crypto';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { SessionRevokeReason } from '../db/tables/core';
import { CODE } from '../lib/envelope';
import { newId, randomToken } from '../lib/ids';
import type { AreaKey } from '../i18n/catalogues';
import { readSession, touchSession, type SessionRecord } from './session-cache';

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

/** Why a token no longer opens a session: the envelope code and the catalogue phrase the caller reads, in its language. */
export interface SessionEnding {
  code: typeof CODE.SESSION_EXPIRED | typeof CODE.FORCED_OFFLINE | typeof CODE.TOKEN_INVALID;
  key: `session.${AreaKey<'session'>}`;
}

export type SessionCheck = { ok: true; session: SessionInfo } | ({ ok: false } & SessionEnding);

const NOT_VALID: SessionEnding = { code: CODE.TOKEN_INVALID, key: 'session.invalid' };

/** How a revoked session ended: signing out is 602, anything else (an administrator, a newer sign-in) 601. */
export function revokedEnding(reason: SessionRevokeReason | null): SessionEnding {
  return reason === 'logout'
    ? { code: CODE.TOKEN_INVALID, key: 'session.signed-out' }
    : { code: CODE.FORCED_OFFLINE, key: 'session.forced-offline' };
}

/**
 * The one decision of whether a session row still opens the session (undefined) or how it ended: verifySession and
 * the hub's sweep both ask it, so a request and a socket always agree. 602 unknown or signed out, 601 forced offline,
 * replaced or the account disabled, 600 expired (idle too long, or past its absolute lifetime however recently used).
 */
export function sessionEnding(
  row: Pick<SessionRecord, 'createdAt' | 'expiresAt' | 'revokedAt' | 'revokedReason' | 'enabledMark'> | undefined,
  lifetime: SessionLifetime,
  now: number,
): SessionEnding | undefined {
  if (!row) return NOT_VALID;
  if (row.revokedAt !== null) return revokedEnding(row.revokedReason);
  if (row.enabledMark !== 1) return { code: CODE.FORCED_OFFLINE, key: 'session.account-disabled' };
  // The absolute limit is read from created_at and the setting, so lowering SESSION_ABSOLUTE_TTL applies to every session.
  if (row.expiresAt <= now || row.createdAt + lifetime.absoluteMs <= now) return { code: CODE.SESSION_EXPIRED, key: 'session.expired' };
  return undefined;
}

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
 * A live session for `token`, or how it ended (`sessionEnding`; 602 for a malformed token). Slides the idle expiry,
 * never past the absolute one.
 */
export async function verifySession(db: Db, token: string | undefined, lifetime: SessionLifetime, now = Date.now()): Promise<SessionCheck> {
  if (!token || stripBearer(token).length < 20 || stripBearer(token).length > 200) {
    return { ok: false, ...NOT_VALID };
  }
  const row = await readSession(db, hashToken(token));
  const ending = sessionEnding(row, lifetime, now);
  if (!row || ending) return { ok: false, ...(ending ?? NOT_VALID) };
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

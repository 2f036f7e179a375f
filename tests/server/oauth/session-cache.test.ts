import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, revokeUserSessions, sessionLifetime, verifySession } from '../../../server/src/auth/sessions';
import { tableWritesOf } from '../../../server/src/db/table-writes';
import { createTestApp, type TestContext } from '../support/test-app';
import { createUser, inject, tokenFor } from './support/sign-in-fixtures';

// The session check reads the session row once and then serves it from memory (auth/session-cache.ts); these tests
// pin down when the remembered row must be given up.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { seed: false });
  await createUser(ctx.database.db, { account: 'cache01' });
  await createUser(ctx.database.db, { account: 'cache02' });
});

afterAll(async () => {
  await ctx.close();
});

const lifetime = () => sessionLifetime(ctx.app.config);
const sessionRow = (token: string) =>
  ctx.database.db.selectFrom('session').selectAll().where('tokenHash', '=', hashToken(token)).executeTakeFirstOrThrow();

describe('session check cache', () => {
  it('serves a repeated check from memory: a row changed behind its back is not seen until a counted write', async () => {
    const token = await tokenFor(ctx.app, 'cache01');
    const db = ctx.database.db;
    expect((await verifySession(db, token, lifetime())).ok).toBe(true);
    // A write that bypasses the table-write counter (as another process would) is not noticed from memory...
    await sql`update session set revoked_at = ${Date.now()}, revoked_reason = 'forced' where token_hash = ${hashToken(token)}`.execute(
      db.withoutPlugins(),
    );
    expect((await verifySession(db, token, lifetime())).ok).toBe(true);
    // ...but any counted write to the session table retires the remembered rows.
    await db.updateTable('session').set({ place: 'elsewhere' }).where('tokenHash', '=', hashToken(token)).execute();
    expect(await verifySession(db, token, lifetime())).toMatchObject({ ok: false, code: 601 });
  });

  it('answers 601 at once after an administrator forces the user offline', async () => {
    const token = await tokenFor(ctx.app, 'cache02');
    const me = (await inject(ctx.app, { method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } })).body;
    expect(me.code).toBe(200);
    const row = await sessionRow(token);
    await revokeUserSessions(ctx.database.db, row.userId, 'forced');
    const after = (await inject(ctx.app, { method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } })).body;
    expect(after.code).toBe(601);
  });

  it('slides the idle expiry without retiring other cached rows', async () => {
    const token = await tokenFor(ctx.app, 'cache01');
    const db = ctx.database.db;
    const writes = tableWritesOf(db);
    if (!writes) throw new Error('the test database has no write counter');
    const signedInAt = (await sessionRow(token)).lastSeenAt;
    const later = signedInAt + 5 * 60_000;
    const before = writes.version(['session']);
    expect((await verifySession(db, token, lifetime(), later)).ok).toBe(true);
    expect(writes.version(['session'])).toBe(before);
    const row = await sessionRow(token);
    expect(row.lastSeenAt).toBe(later);
    expect(row.expiresAt).toBeGreaterThan(later);
    // The remembered row took the touch over: a second check a moment later writes nothing more.
    expect((await verifySession(db, token, lifetime(), later + 1_000)).ok).toBe(true);
    expect((await sessionRow(token)).lastSeenAt).toBe(later);
  });
});

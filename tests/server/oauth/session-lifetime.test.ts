import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepSignInTables } from '../../../server/src/auth/sign-in-housekeeping';
import { sweepHub } from '../../../server/src/hub/session-sweep';
import { createTestApp, type TestContext } from '../support/test-app';
import { TestSocket } from '../hub/support/test-socket';
import { createUser, inject, tokenFor } from './support/sign-in-fixtures';

const HOUR = 60 * 60_000;
let ctx: TestContext;
let userId: string;

beforeAll(async () => {
  // Defaults: 8 hours idle, 12 hours absolute.
  ctx = await createTestApp({}, { seed: false });
  userId = await createUser(ctx.database.db, { account: 'shift01' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await ctx.close();
});

const currentUser = (token: string) =>
  inject(ctx.app, { method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token, 'accept-language': 'en' } });

/** Moves a session's sign-in back in time, as if it had been opened `ageMs` ago and used just now. */
async function ageSession(token: string, ageMs: number) {
  const now = Date.now();
  const rows = await ctx.database.db
    .selectFrom('session')
    .select(['id', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .execute();
  const latest = rows[0];
  if (!latest) throw new Error(`no session for ${token.slice(0, 10)}`);
  await ctx.database.db
    .updateTable('session')
    .set({ createdAt: now - ageMs, lastSeenAt: now, expiresAt: now + 8 * HOUR })
    .where('id', '=', latest.id)
    .execute();
}

describe('absolute session lifetime (SESSION_ABSOLUTE_TTL, default 12 hours)', () => {
  it('ends a session 12 hours after sign-in with 600, even one used a moment ago', async () => {
    const token = await tokenFor(ctx.app, 'shift01');
    await ageSession(token, 12 * HOUR - 60_000);
    expect((await currentUser(token)).body.code).toBe(200);
    await ageSession(token, 12 * HOUR + 1000);
    expect((await currentUser(token)).body).toEqual({ code: 600, msg: 'Your session has expired, please sign in again' });
    // Nothing was revived: the row is as the test left it, and the next call answers the same.
    expect((await currentUser(token)).body.code).toBe(600);
  });

  it('never slides the idle expiry past the absolute one', async () => {
    const token = await tokenFor(ctx.app, 'shift01');
    const session = await ctx.database.db
      .selectFrom('session')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.expiresAt - session.createdAt).toBe(8 * HOUR);
    // Ten hours in, a use may extend the session by two hours only, not eight.
    const createdAt = Date.now() - 10 * HOUR;
    await ctx.database.db.updateTable('session').set({ createdAt, lastSeenAt: createdAt }).where('id', '=', session.id).execute();
    expect((await currentUser(token)).body.code).toBe(200);
    const slid = await ctx.database.db.selectFrom('session').select('expiresAt').where('id', '=', session.id).executeTakeFirstOrThrow();
    expect(slid.expiresAt).toBe(createdAt + 12 * HOUR);
  });

  it('closes the socket of a session past its absolute lifetime at the hub sweep', async () => {
    const token = await tokenFor(ctx.app, 'shift01');
    const port = (ctx.app.server.address() as AddressInfo).port;
    const socket = await TestSocket.open(`ws://127.0.0.1:${port}/api/message/websocket/${encodeURIComponent(token)}`);
    socket.send({ method: 'OnConnection', token });
    await socket.method('initMessage');
    await sweepHub(ctx.app.hub);
    expect(socket.frames.some((frame) => frame.method === 'closeSocket')).toBe(false);

    await ageSession(token, 12 * HOUR + 1000);
    await sweepHub(ctx.app.hub);
    expect(await socket.method('closeSocket')).toMatchObject({ code: 600 });
    expect((await socket.closed).code).toBe(4600);
  });

  it('deletes sessions a week after they ended, and keeps younger ones', async () => {
    await tokenFor(ctx.app, 'shift01');
    await tokenFor(ctx.app, 'shift01');
    const rows = await ctx.database.db
      .selectFrom('session')
      .select('id')
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .limit(2)
      .execute();
    const [young, old] = rows.map((row) => row.id);
    const now = Date.now();
    await ctx.database.db
      .updateTable('session')
      .set({ expiresAt: now - 8 * 24 * HOUR })
      .where('id', '=', old ?? '')
      .execute();
    await ctx.database.db
      .updateTable('session')
      .set({ expiresAt: now - 6 * 24 * HOUR })
      .where('id', '=', young ?? '')
      .execute();
    await sweepSignInTables(ctx.database.db, now);
    const left = (
      await ctx.database.db
        .selectFrom('session')
        .select('id')
        .where('id', 'in', [young ?? '', old ?? ''])
        .execute()
    ).map((row) => row.id);
    expect(left).toEqual([young]);
  });
});

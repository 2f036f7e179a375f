import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../../../server/src/auth/sessions';
import { countUnread } from '../../../server/src/shell/message-store';
import { seedMessages } from '../../../server/src/shell/seed-messages';
import { createTestApp, type TestContext } from '../support/test-app';

// The shell's calls against the demo organisation, menus and grants that the console is shown with.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedMessages(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

async function as(account: string, url: string) {
  const db = ctx.database.db;
  const user = await db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  const session = await issueSession(db, {
    userId: user.id,
    ipAddress: '127.0.0.1',
    place: '',
    userAgent: 'vitest',
    origin: 'pc',
    idleMs: 60_000,
  });
  return (await ctx.app.inject({ method: 'GET', url, headers: { authorization: session.token } })).json();
}

describe('with the demo data', () => {
  it('gives admin about a dozen messages, most unread, and every demo person some', async () => {
    const db = ctx.database.db;
    const admin = await db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
    const unread = await countUnread(db, admin.id);
    expect(unread.total).toBeGreaterThanOrEqual(10);
    expect(unread.total).toBeLessThanOrEqual(15);
    for (const account of ['duty01', 'engineer01', 'patrol01', 'viewer01']) {
      const body = await as(account, '/api/message?currentPage=1&pageSize=20');
      expect(body.data.pagination.total).toBeGreaterThanOrEqual(3);
      expect(body.data.list.some((row: { isRead: string }) => row.isRead === '1')).toBe(true);
    }
  });

  it('opens the user directory to roles granted the user page, and not to the duty officer', async () => {
    expect((await as('engineer01', '/api/permission/Users?pageSize=50')).data.pagination.total).toBe(10);
    expect((await as('duty01', '/api/permission/Users')).code).toBe(403);
    expect((await as('duty01', '/api/permission/Organize/Tree')).data.list).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countUnread } from '../../../server/src/shell/message-store';
import { SEED_MESSAGES } from '../../../server/src/shell/seed-message-catalogue';
import { seedMessages } from '../../../server/src/shell/seed-messages';
import { createShellTestApp, type ShellTestContext } from './shell-fixture';

let ctx: ShellTestContext;
beforeAll(async () => {
  ctx = await createShellTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('seedMessages', () => {
  it('gives the demo accounts that exist their messages, some read, and is idempotent', async () => {
    const db = ctx.database.db;
    const created = await seedMessages(db);
    // Only 'admin' of the demo accounts exists in this fixture; everyone-messages reach every enabled person.
    const forAdmin = SEED_MESSAGES.filter((m) => m.to === 'everyone' || m.to.includes('admin'));
    expect(created).toBe(forAdmin.length);
    const adminUnread = await countUnread(db, 'u-admin');
    expect(adminUnread.total).toBe(forAdmin.filter((m) => !m.readBy.includes('admin')).length);
    expect(adminUnread.total).toBeGreaterThanOrEqual(10);
    expect(adminUnread.total).toBeLessThan(99);
    expect((await countUnread(db, 'u-staff')).notice).toBe(SEED_MESSAGES.filter((m) => m.to === 'everyone').length);
    expect((await countUnread(db, 'u-gone')).total).toBe(0);

    // Reading something and seeding again neither duplicates nor resets it.
    await ctx.as('admin', { method: 'POST', url: '/api/message/Actions/ReadAll' });
    expect(await seedMessages(db)).toBe(0);
    expect((await countUnread(db, 'u-admin')).total).toBe(0);
    const rows = await db.selectFrom('messageReceiver').select('messageId').where('userId', '=', 'u-admin').execute();
    expect(rows).toHaveLength(forAdmin.length);
  });

  it('starts again after thousands of people were added, and gives them no old demo notices', async () => {
    const db = ctx.database.db;
    await seedMessages(db);
    // Past SQLite's bound-parameter limit had they all been inserted in one statement (4 values a row).
    const newcomers = Array.from({ length: 9_000 }, (_, index) => ({
      id: `u-new-${index}`,
      account: `new${index}`,
      realName: `新人${index}`,
      organizeId: 'org-a',
      passwordHash: 'not-used',
      createdAt: 1_700_000_000_000,
    }));
    for (let start = 0; start < newcomers.length; start += 500) {
      await db
        .insertInto('users')
        .values(newcomers.slice(start, start + 500))
        .execute();
    }
    await expect(seedMessages(db)).resolves.toBe(0);
    const received = await db.selectFrom('messageReceiver').select('messageId').where('userId', 'like', 'u-new-%').execute();
    expect(received).toEqual([]);
    await db.deleteFrom('users').where('id', 'like', 'u-new-%').execute();
  });

  it('shows up in the message list with JSON bodies', async () => {
    const body = (await ctx.as('staff', { method: 'GET', url: '/api/message', query: { type: '1' } })).json();
    expect(body.data.list.length).toBeGreaterThan(0);
    for (const row of body.data.list) {
      expect(typeof JSON.parse(row.bodyText).content).toBe('string');
      expect(row.creatorUser).toBe('林志远/admin');
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../../../server/src/auth/sessions';
import { seedAll } from '../../../server/src/seed/seed-all';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const EDIT_ID = 'el-monitoring-alarms-button-btn_edit';
const SOUND_LIGHT_ID = 'el-monitoring-alarms-button-btn_soundLight';
const SWITCH = '/api/deploy/alertConfiguration/updateSoundLightAlarm';

async function holdersOf(itemId: string): Promise<string[]> {
  const rows = await ctx.database.db.selectFrom('roleGrant').select('roleId').where('itemId', '=', itemId).orderBy('roleId').execute();
  return rows.map((row) => row.roleId);
}

async function tokenOf(account: string): Promise<string> {
  const user = await ctx.database.db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  const session = await issueSession(ctx.database.db, {
    userId: user.id,
    ipAddress: '10.0.0.9',
    place: '',
    userAgent: 'vitest',
    origin: 'pc',
    idleMs: ctx.config.sessionIdleMs,
  });
  return session.token;
}

async function flipGlobalSwitch(account: string, state: '0' | '1') {
  const response = await ctx.app.inject({ method: 'POST', url: `${SWITCH}/${state}`, headers: { authorization: await tokenOf(account) } });
  return response.json() as { code: number; msg: string };
}

describe('demo seed: alarm setting rights', () => {
  it('seeds the alarm centre edit button for administrators and engineers, the switch for administrators and duty officers', async () => {
    expect(await holdersOf(EDIT_ID)).toEqual(['role-administrator', 'role-engineer']);
    expect(await holdersOf(SOUND_LIGHT_ID)).toEqual(['role-administrator', 'role-duty-officer']);
  });

  it('lets admin and duty01 turn the global switch and refuses viewer01 and engineer01 with 403', async () => {
    expect(await flipGlobalSwitch('viewer01', '0')).toMatchObject({ code: 403 });
    expect(await flipGlobalSwitch('engineer01', '0')).toMatchObject({ code: 403 });
    expect(await flipGlobalSwitch('duty01', '0')).toMatchObject({ code: 200 });
    expect(await flipGlobalSwitch('admin', '1')).toMatchObject({ code: 200 });
  });

  it('adds the buttons on start to a database seeded before they existed, to the roles a fresh seed gives them, once', async () => {
    const db = ctx.database.db;
    await db.deleteFrom('roleGrant').where('itemId', 'in', [EDIT_ID, SOUND_LIGHT_ID]).execute();
    await db.deleteFrom('menuElement').where('id', 'in', [EDIT_ID, SOUND_LIGHT_ID]).execute();
    await db
      .deleteFrom('seededMenuItem')
      .where('itemKey', 'in', ['button:monitoring.alarms:btn_edit', 'button:monitoring.alarms:btn_soundLight'])
      .execute();
    expect(await flipGlobalSwitch('admin', '1')).toMatchObject({ code: 403 });
    const lines: string[] = [];
    await seedAll(db, ctx.config, (line) => lines.push(line));
    expect(lines).toContain('Added 0 menus and 2 menu elements of this version');
    expect(await holdersOf(EDIT_ID)).toEqual(['role-administrator', 'role-engineer']);
    expect(await holdersOf(SOUND_LIGHT_ID)).toEqual(['role-administrator', 'role-duty-officer']);
    await seedAll(db, ctx.config);
    expect(await holdersOf(SOUND_LIGHT_ID)).toEqual(['role-administrator', 'role-duty-officer']);
    expect(await flipGlobalSwitch('admin', '1')).toMatchObject({ code: 200 });
    expect(await flipGlobalSwitch('duty01', '0')).toMatchObject({ code: 200 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHub, USER, type HubFixture } from '../hub/support/hub-fixture';

// The online-user calls go by the rights on the menu system.onlineUser, and forcing someone offline ends their
// requests (601) and their open socket (logout, then close) at once, checked over a real socket.

const MENU_ID = 'menu-online-user';
const FORCE_BUTTON_ID = 'btn-online-force';

let hub: HubFixture;

async function call(method: 'GET' | 'DELETE', url: string, token: string) {
  const response = await hub.ctx.app.inject({ method, url, headers: { authorization: token } });
  return response.json<{ code: number; msg: string; data?: { list?: { userId: string }[]; revoked?: number } }>();
}

beforeAll(async () => {
  hub = await startHub();
  const db = hub.ctx.database.db;
  await db
    .insertInto('menu')
    .values({
      id: MENU_ID,
      parentId: '-1',
      enCode: 'system.onlineUser',
      fullName: '在线用户',
      type: 2,
      urlAddress: 'permission/onlineUser',
    })
    .execute();
  await db
    .insertInto('menuElement')
    .values([
      { id: FORCE_BUTTON_ID, menuId: MENU_ID, kind: 'button', enCode: 'btn_forceOffline', fullName: '强制下线' },
      { id: 'btn-online-detail', menuId: MENU_ID, kind: 'button', enCode: 'btn_detail', fullName: '查看' },
    ])
    .execute();
  await db
    .insertInto('role')
    .values([
      { id: 'role-watch', enCode: 'watch', fullName: 'Watcher' },
      { id: 'role-enforce', enCode: 'enforce', fullName: 'Enforcer' },
    ])
    .execute();
  await db
    .insertInto('roleGrant')
    .values([
      { roleId: 'role-watch', itemKind: 'menu', itemId: MENU_ID },
      { roleId: 'role-enforce', itemKind: 'menu', itemId: MENU_ID },
      { roleId: 'role-enforce', itemKind: 'button', itemId: FORCE_BUTTON_ID },
    ])
    .execute();
  await db
    .insertInto('userRole')
    .values([
      { userId: USER.alice.id, roleId: 'role-watch' },
      { userId: USER.bob.id, roleId: 'role-enforce' },
    ])
    .execute();
});

afterAll(() => hub.close());

describe('online users', () => {
  it('lists sessions for holders of the menu and refuses everyone else', async () => {
    const alice = await hub.signIn(USER.alice.id);
    const dave = await hub.signIn(USER.dave.id);
    const listed = await call('GET', '/api/system/OnlineUser?keyword=nobody', alice.token);
    expect(listed.code).toBe(200);
    expect(listed.data?.list?.map((row) => row.userId)).toEqual([USER.dave.id]);
    expect(await call('GET', '/api/system/OnlineUser', dave.token)).toEqual({ code: 403, msg: 'You do not have permission to do this' });
  });

  it('refuses forced offline without btn_forceOffline and changes nothing', async () => {
    const alice = await hub.signIn(USER.alice.id);
    const carol = await hub.signIn(USER.carol.id);
    expect((await call('DELETE', `/api/system/OnlineUser/${USER.carol.id}`, alice.token)).code).toBe(403);
    expect((await call('GET', '/api/system/OnlineUser', carol.token)).code).toBe(403);
  });

  it('forces a user offline: their requests answer 601 and their socket gets logout and closes', async () => {
    const bob = await hub.signIn(USER.bob.id);
    const carol = await hub.signIn(USER.carol.id);
    const socket = await hub.connect(carol.token);
    await socket.sync(carol.token);

    const forced = await call('DELETE', `/api/system/OnlineUser/${USER.carol.id}`, bob.token);
    expect(forced.code).toBe(200);
    expect(forced.data?.revoked).toBeGreaterThanOrEqual(1);

    expect(await socket.method('logout')).toEqual({ method: 'logout', token: carol.token });
    expect(await socket.method('closeSocket')).toMatchObject({ code: 601 });
    await socket.closed;
    expect((await call('GET', '/api/system/OnlineUser', carol.token)).code).toBe(601);
    expect((await call('GET', '/api/system/OnlineUser', bob.token)).code).toBe(200);
  });

  it('refuses forcing oneself offline and an unknown user', async () => {
    const bob = await hub.signIn(USER.bob.id);
    expect((await call('DELETE', `/api/system/OnlineUser/${USER.bob.id}`, bob.token)).code).toBe(400);
    expect((await call('DELETE', '/api/system/OnlineUser/no-such-user', bob.token)).code).toBe(404);
  });
});

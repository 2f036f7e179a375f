import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHub, USER, type HubFixture } from './support/hub-fixture';
import type { TestSocket } from './support/test-socket';

describe('websocket hub: chat', () => {
  let hub: HubFixture;
  beforeAll(async () => {
    hub = await startHub();
  });
  afterAll(async () => {
    await hub.close();
  });

  async function online(userId: string): Promise<{ socket: TestSocket; token: string }> {
    const { token } = await hub.signIn(userId);
    const socket = await hub.connect(token);
    socket.send({ method: 'OnConnection', token, mobileDevice: false, systemId: 'sluice' });
    await socket.method('initMessage');
    return { socket, token };
  }

  async function rest(token: string, url: string) {
    const response = await hub.ctx.app.inject({ method: 'GET', url, headers: { authorization: token, 'jnpf-origin': 'pc' } });
    return response.json() as { code: number; msg: string; data: { list: Record<string, unknown>[]; pagination?: Record<string, number> } };
  }

  it('delivers SendMessage to the receiver and echoes it to every socket of the sender', async () => {
    const alice = await online(USER.alice.id);
    const aliceTablet = await online(USER.alice.id);
    const bob = await online(USER.bob.id);
    alice.socket.send({
      method: 'SendMessage',
      token: alice.token,
      toUserId: USER.bob.id,
      messageType: 'text',
      messageContent: 'Gate 3 is open',
    });

    const received = await bob.socket.method('receiveMessage');
    expect(received).toEqual({
      method: 'receiveMessage',
      id: expect.any(String),
      formUserId: USER.alice.id,
      realName: USER.alice.realName,
      account: USER.alice.account,
      headIcon: 'alice.png',
      messageType: 'text',
      formMessage: 'Gate 3 is open',
      dateTime: expect.any(Number),
      latestDate: expect.any(Number),
    });
    const echo = {
      method: 'sendMessage',
      id: received.id,
      UserId: USER.alice.id,
      toUserId: USER.bob.id,
      toAccount: USER.bob.account,
      toRealName: USER.bob.realName,
      toHeadIcon: 'bob.png',
      messageType: 'text',
      toMessage: 'Gate 3 is open',
      dateTime: received.dateTime,
      latestDate: received.dateTime,
    };
    expect(await alice.socket.method('sendMessage')).toEqual(echo);
    expect(await aliceTablet.socket.method('sendMessage')).toEqual(echo);
    await bob.socket.sync(bob.token);
    expect(bob.socket.frames.some((frame) => frame.method === 'sendMessage')).toBe(false);
    for (const s of [alice, aliceTablet, bob]) await s.socket.close();
  });

  it('stores an image message as a path and sends the image object', async () => {
    const alice = await online(USER.alice.id);
    const carol = await online(USER.carol.id);
    alice.socket.send({
      method: 'SendMessage',
      token: alice.token,
      toUserId: USER.carol.id,
      messageType: 'image',
      messageContent: { name: 'a1b2.png', width: 640, height: 480 },
    });
    const received = await carol.socket.method('receiveMessage');
    expect(received.formMessage).toEqual({ path: '/api/file/Image/IM/a1b2.png', width: 640, height: 480 });
    carol.socket.send({
      method: 'MessageList',
      token: carol.token,
      toUserId: USER.alice.id,
      formUserId: USER.carol.id,
      currentPage: 1,
      pageSize: 10,
      sord: 'desc',
    });
    const list = await carol.socket.method('messageList');
    expect(list.list).toEqual([
      {
        id: received.id,
        sendUserId: USER.alice.id,
        receiveUserId: USER.carol.id,
        sendTime: received.dateTime,
        content: JSON.stringify({ path: '/api/file/Image/IM/a1b2.png', width: 640, height: 480 }),
        contentType: 'image',
        state: 0,
      },
    ]);
    await alice.socket.close();
    await carol.socket.close();
  });

  it('refuses bad chat commands with an error message and stores nothing', async () => {
    const alice = await online(USER.alice.id);
    const attempts = [
      [{ toUserId: USER.alice.id, messageType: 'text', messageContent: 'me' }, 400],
      [{ toUserId: 'nobody-here', messageType: 'text', messageContent: 'hi' }, 404],
      [{ toUserId: USER.dave.id, messageType: 'text', messageContent: '   ' }, 401],
      [{ toUserId: USER.dave.id, messageType: 'sticker', messageContent: 'x' }, 401],
      [{ toUserId: USER.dave.id, messageType: 'image', messageContent: { name: '../../etc/passwd' } }, 401],
      [{ messageType: 'text', messageContent: 'hi' }, 401],
    ] as const;
    for (const [fields, code] of attempts) {
      alice.socket.send({ method: 'SendMessage', token: alice.token, ...fields });
      expect(await alice.socket.method('error')).toMatchObject({ method: 'error', code, for: 'SendMessage' });
    }
    const stored = await hub.ctx.database.db.selectFrom('imMessage').select('id').where('receiveUserId', '=', USER.dave.id).execute();
    expect(stored).toEqual([]);
    await alice.socket.close();
  });

  it('pages MessageList by send time in either order', async () => {
    const carol = await online(USER.carol.id);
    const dave = await online(USER.dave.id);
    for (let i = 1; i <= 7; i += 1) {
      const from = i % 2 ? carol : dave;
      from.socket.send({
        method: 'SendMessage',
        token: from.token,
        toUserId: from === carol ? USER.dave.id : USER.carol.id,
        messageType: 'text',
        messageContent: `m${i}`,
      });
      await from.socket.method('sendMessage');
    }
    const page = async (currentPage: number, sord: 'asc' | 'desc') => {
      dave.socket.send({
        method: 'MessageList',
        token: dave.token,
        toUserId: USER.carol.id,
        formUserId: USER.dave.id,
        currentPage,
        pageSize: 3,
        sord,
      });
      return dave.socket.method('messageList');
    };
    const first = await page(1, 'desc');
    expect(first.pagination).toEqual({ currentPage: 1, pageSize: 3, total: 7 });
    expect((first.list as { content: string }[]).map((m) => m.content)).toEqual(['m7', 'm6', 'm5']);
    expect((await page(3, 'desc')).list).toHaveLength(1);
    expect(((await page(1, 'asc')).list as { content: string }[]).map((m) => m.content)).toEqual(['m1', 'm2', 'm3']);
    // `sort` is accepted for `sord`, and keyword narrows to matching text.
    dave.socket.send({
      method: 'MessageList',
      token: dave.token,
      toUserId: USER.carol.id,
      currentPage: 1,
      pageSize: 50,
      sort: 'asc',
      keyword: 'M4',
    });
    const found = await dave.socket.method('messageList');
    expect((found.list as { content: string }[]).map((m) => m.content)).toEqual(['m4']);
    // The answer echoes the keyword, so a console tells a search from the conversation's next page.
    expect(found.keyword).toBe('M4');
    expect((await page(1, 'desc')).keyword).toBeUndefined();
    await carol.socket.close();
    await dave.socket.close();
  });

  it('counts unread per sender and clears it with UpdateReadMessage', async () => {
    const bob = await online(USER.bob.id);
    const carol = await online(USER.carol.id);
    bob.socket.send({
      method: 'SendMessage',
      token: bob.token,
      toUserId: USER.carol.id,
      messageType: 'text',
      messageContent: 'Level rising',
    });
    await carol.socket.method('receiveMessage');
    bob.socket.send({
      method: 'SendMessage',
      token: bob.token,
      toUserId: USER.carol.id,
      messageType: 'text',
      messageContent: 'Please check spillway',
    });
    const latest = await carol.socket.method('receiveMessage');
    await carol.socket.close();

    const again = await online(USER.carol.id);
    again.socket.send({ method: 'OnConnection', token: again.token });
    const init = await again.socket.method('initMessage');
    expect(init.unreadNums).toContainEqual({
      sendUserId: USER.bob.id,
      unreadNum: 2,
      defaultMessage: 'Please check spillway',
      defaultMessageType: 'text',
      defaultMessageTime: latest.dateTime,
    });
    const before = await rest(again.token, '/api/message/imreply?_t=1');
    expect(before.data.list.find((item) => item.id === USER.bob.id)).toEqual({
      id: USER.bob.id,
      realName: USER.bob.realName,
      account: USER.bob.account,
      headIcon: 'bob.png',
      latestMessage: 'Please check spillway',
      latestDate: latest.dateTime,
      unreadMessage: 2,
      messageType: 'text',
    });

    again.socket.send({ method: 'UpdateReadMessage', token: again.token, formUserId: USER.bob.id });
    await again.socket.sync(again.token);
    const after = await rest(again.token, '/api/message/imreply');
    expect(after.data.list.find((item) => item.id === USER.bob.id)?.unreadMessage).toBe(0);
    again.socket.send({ method: 'OnConnection', token: again.token });
    const reinit = await again.socket.method('initMessage');
    expect((reinit.unreadNums as { sendUserId: string }[]).some((item) => item.sendUserId === USER.bob.id)).toBe(false);
    // The sender's side of the conversation never counted its own messages as unread.
    const bobSide = await rest(bob.token, '/api/message/imreply');
    expect(bobSide.data.list.find((item) => item.id === USER.carol.id)).toMatchObject({
      unreadMessage: 0,
      latestMessage: 'Please check spillway',
    });
    await bob.socket.close();
    await again.socket.close();
  });

  it('lists conversations newest first and filters them by keyword', async () => {
    const dave = await online(USER.dave.id);
    dave.socket.send({ method: 'SendMessage', token: dave.token, toUserId: USER.admin.id, messageType: 'text', messageContent: 'first' });
    await dave.socket.method('sendMessage');
    dave.socket.send({ method: 'SendMessage', token: dave.token, toUserId: USER.bob.id, messageType: 'text', messageContent: 'second' });
    await dave.socket.method('sendMessage');
    const all = await rest(dave.token, '/api/message/imreply');
    expect(all.code).toBe(200);
    const ids = all.data.list.map((item) => item.id);
    expect(ids.indexOf(USER.bob.id)).toBeLessThan(ids.indexOf(USER.admin.id));
    const filtered = await rest(dave.token, '/api/message/imreply?keyword=hubadm');
    expect(filtered.data.list.map((item) => item.id)).toEqual([USER.admin.id]);
    await dave.socket.close();
  });

  it('announces Online and Offline only for a user’s first and last socket', async () => {
    const watcher = await online(USER.admin.id);
    const wallDisplay = await hub.signIn(USER.admin.id);
    const display = await hub.connect(wallDisplay.token);
    await display.sync(wallDisplay.token);
    const first = await online(USER.dave.id);
    expect(await watcher.socket.next((frame) => frame.method === 'Online' && frame.userId === USER.dave.id)).toEqual({
      method: 'Online',
      userId: USER.dave.id,
    });
    const second = await online(USER.dave.id);
    await first.socket.close();
    await watcher.socket.sync(watcher.token);
    expect(watcher.socket.frames.filter((frame) => frame.userId === USER.dave.id).map((frame) => frame.method)).toEqual(['Online']);
    await second.socket.close();
    expect(await watcher.socket.next((frame) => frame.method === 'Offline')).toEqual({ method: 'Offline', userId: USER.dave.id });
    // A socket that never said OnConnection (a wall display following topics) is not sent presence.
    await display.sync(wallDisplay.token);
    expect(display.frames.filter((frame) => frame.method === 'Online' || frame.method === 'Offline')).toEqual([]);
    await watcher.socket.close();
    await display.close();
  });

  it('pages the contact list without the caller, with department names', async () => {
    const { token } = await hub.signIn(USER.alice.id);
    const page = await rest(token, '/api/permission/Users/ImUser?currentPage=1&pageSize=2');
    expect(page.code).toBe(200);
    expect(page.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 4 });
    expect(page.data.list).toEqual([
      { id: USER.admin.id, account: 'hubadmin', realName: 'Hub Admin', headIcon: 'hubadmin.png', department: 'Dam Operations' },
      { id: USER.bob.id, account: 'bob', realName: 'Bob Both', headIcon: 'bob.png', department: 'Dam Operations' },
    ]);
    const search = await rest(token, '/api/permission/Users/ImUser?keyword=CAROL');
    expect(search.data.list.map((item) => item.id)).toEqual([USER.carol.id]);
    const bad = await rest(token, '/api/permission/Users/ImUser?pageSize=100000');
    expect(bad.code).toBe(401);
    const anonymous = await hub.ctx.app.inject({ method: 'GET', url: '/api/permission/Users/ImUser' });
    expect(anonymous.json()).toMatchObject({ code: 602 });
  });
});

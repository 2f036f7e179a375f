import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CHAT_TEXT_LENGTH } from '../../../server/src/wire/hub';
import { startHub, USER, type HubFixture } from '../hub/support/hub-fixture';
import type { TestSocket } from '../hub/support/test-socket';

// Duty chat across consoles: offline delivery, read state on every console of a user, idempotent resends, limits.
describe('duty chat: delivery and read state', () => {
  let hub: HubFixture;
  beforeAll(async () => {
    hub = await startHub();
  });
  afterAll(async () => {
    await hub.close();
  });

  async function openConsole(
    userId: string,
    token?: string,
  ): Promise<{ socket: TestSocket; token: string; init: Record<string, unknown> }> {
    const session = token ?? (await hub.signIn(userId)).token;
    const socket = await hub.connect(session);
    socket.send({ method: 'OnConnection', token: session, mobileDevice: false, systemId: 'sluice' });
    const init = await socket.method('initMessage');
    return { socket, token: session, init };
  }

  const text = (toUserId: string, messageContent: string, clientMsgId?: string) => ({
    method: 'SendMessage',
    toUserId,
    messageType: 'text',
    messageContent,
    ...(clientMsgId ? { clientMsgId } : {}),
  });

  it('keeps a message for an offline user and counts it in initMessage at his next connection', async () => {
    const carol = await openConsole(USER.carol.id);
    carol.socket.send(text(USER.dave.id, 'Dave, call the control room'));
    await carol.socket.method('sendMessage');

    const dave = await openConsole(USER.dave.id);
    expect(dave.init.unreadNums).toEqual([
      {
        sendUserId: USER.carol.id,
        unreadNum: 1,
        defaultMessage: 'Dave, call the control room',
        defaultMessageType: 'text',
        defaultMessageTime: expect.any(Number),
      },
    ]);
    dave.socket.send({ method: 'MessageList', toUserId: USER.carol.id, pageSize: 30 });
    const history = await dave.socket.method('messageList');
    expect(history.list).toMatchObject([{ sendUserId: USER.carol.id, content: 'Dave, call the control room', state: 0 }]);
    await Promise.all([carol.socket.close(), dave.socket.close()]);
  });

  it('clears the unread count on every console of the reader when one of them reads', async () => {
    const alice = await openConsole(USER.alice.id);
    const bobDesk = await openConsole(USER.bob.id);
    const bobWall = await openConsole(USER.bob.id);
    alice.socket.send(text(USER.bob.id, 'Spillway gate 2 at 40 %'));
    await bobDesk.socket.method('receiveMessage');
    await bobWall.socket.method('receiveMessage');

    bobDesk.socket.send({ method: 'UpdateReadMessage', formUserId: USER.alice.id });
    expect(await bobWall.socket.method('readMessage')).toEqual({ method: 'readMessage', formUserId: USER.alice.id });
    expect(await bobDesk.socket.method('readMessage')).toEqual({ method: 'readMessage', formUserId: USER.alice.id });
    // The reader's other user is not told: read receipts are not part of the protocol.
    await alice.socket.sync(alice.token);
    expect(alice.socket.frames.some((frame) => frame.method === 'readMessage')).toBe(false);

    const bobLater = await openConsole(USER.bob.id, bobDesk.token);
    expect(bobLater.init.unreadNums).toEqual([]);
    await Promise.all([alice.socket.close(), bobDesk.socket.close(), bobWall.socket.close(), bobLater.socket.close()]);
  });

  it('stores a resent message once and echoes it again with its clientMsgId', async () => {
    const alice = await openConsole(USER.alice.id);
    const carol = await openConsole(USER.carol.id);
    alice.socket.send(text(USER.carol.id, 'Level at 112.4 m', 'c-retry-1'));
    const first = await alice.socket.method('sendMessage');
    expect(first.clientMsgId).toBe('c-retry-1');
    await carol.socket.method('receiveMessage');

    // The console lost its socket before the echo and resends on a new one.
    await alice.socket.close();
    const again = await openConsole(USER.alice.id, alice.token);
    again.socket.send(text(USER.carol.id, 'Level at 112.4 m', 'c-retry-1'));
    const second = await again.socket.method('sendMessage');
    expect(second).toEqual(first);

    carol.socket.send({ method: 'MessageList', toUserId: USER.alice.id, pageSize: 50 });
    const history = await carol.socket.method('messageList');
    expect((history.list as { content: string }[]).filter((row) => row.content === 'Level at 112.4 m')).toHaveLength(1);
    await carol.socket.sync(carol.token);
    expect(carol.socket.frames.filter((frame) => frame.method === 'receiveMessage')).toHaveLength(1);
    await Promise.all([again.socket.close(), carol.socket.close()]);
  });

  it('refuses a message over the length limit with a readable message naming its clientMsgId, and stores nothing', async () => {
    const alice = await openConsole(USER.alice.id);
    alice.socket.send(text(USER.dave.id, 'x'.repeat(MAX_CHAT_TEXT_LENGTH + 1), 'c-long'));
    expect(await alice.socket.method('error')).toEqual({
      method: 'error',
      code: 401,
      msg: `The message is too long: at most ${MAX_CHAT_TEXT_LENGTH} characters`,
      for: 'SendMessage',
      clientMsgId: 'c-long',
    });
    alice.socket.send({ method: 'MessageList', toUserId: USER.dave.id });
    const history = await alice.socket.method('messageList');
    expect(history.pagination).toMatchObject({ total: 0 });
    await alice.socket.close();
  });

  it('passes HTML through as text, never as markup', async () => {
    const alice = await openConsole(USER.alice.id);
    const carol = await openConsole(USER.carol.id);
    const html = '<img src=x onerror="alert(1)"><b>bold</b>';
    alice.socket.send(text(USER.carol.id, html));
    const received = await carol.socket.method('receiveMessage');
    expect(received.formMessage).toBe(html);
    const list = await hub.ctx.app.inject({ method: 'GET', url: '/api/message/imreply', headers: { authorization: carol.token } });
    const conversation = (list.json().data.list as { id: string; latestMessage: string }[]).find((row) => row.id === USER.alice.id);
    expect(conversation?.latestMessage).toBe(html);
    await Promise.all([alice.socket.close(), carol.socket.close()]);
  });

  it('pages history upward with before, without offsets shifting as new messages arrive', async () => {
    const bob = await openConsole(USER.bob.id);
    for (let i = 1; i <= 5; i += 1) {
      bob.socket.send(text(USER.dave.id, `page ${i}`));
      await bob.socket.method('sendMessage');
    }
    bob.socket.send({ method: 'MessageList', toUserId: USER.dave.id, pageSize: 2, sord: 'desc' });
    const newest = await bob.socket.method('messageList');
    expect((newest.list as { content: string }[]).map((row) => row.content)).toEqual(['page 5', 'page 4']);
    const oldest = (newest.list as { sendTime: number }[])[1]?.sendTime;
    bob.socket.send(text(USER.dave.id, 'page 6'));
    await bob.socket.method('sendMessage');
    bob.socket.send({ method: 'MessageList', toUserId: USER.dave.id, pageSize: 2, sord: 'desc', before: oldest });
    const older = await bob.socket.method('messageList');
    expect((older.list as { content: string }[]).map((row) => row.content)).toEqual(['page 3', 'page 2']);
    expect(older.pagination).toMatchObject({ total: 3 });
    await bob.socket.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSession, revokeUserSessions } from '../../../server/src/auth/sessions';
import { sweepHub } from '../../../server/src/hub/session-sweep';
import { startHub, USER, type HubFixture } from './support/hub-fixture';
import { TestSocket } from './support/test-socket';

describe('websocket hub: sign-in and session', () => {
  let hub: HubFixture;
  beforeAll(async () => {
    hub = await startHub();
  });
  afterAll(async () => {
    await hub.close();
  });

  it('answers a bad token with closeSocket and closes the socket', async () => {
    const socket = await hub.connect('bearer not-a-real-token-but-long-enough');
    const frame = await socket.method('closeSocket');
    expect(frame).toMatchObject({ method: 'closeSocket', code: 602 });
    expect((await socket.closed).code).toBe(4602);
  });

  it('answers OnConnection with initMessage, also when sent the moment the socket opens', async () => {
    const { token } = await hub.signIn(USER.alice.id);
    const socket = await hub.connect(token);
    socket.send({ method: 'OnConnection', token, mobileDevice: false, systemId: 'sluice' });
    const init = await socket.method('initMessage');
    expect(init).toEqual({
      method: 'initMessage',
      onlineUsers: expect.arrayContaining([USER.alice.id]),
      unreadNums: [],
      unreadNoticeCount: 0,
      unreadMessageCount: 0,
      unreadSystemMessageCount: 0,
      unreadScheduleCount: 0,
      unreadTotalCount: 0,
      userId: USER.alice.id,
    });
    await socket.close();
  });

  it('fills the message-centre badge counts from the counter the message centre plugs in', async () => {
    const seen: string[] = [];
    hub.ctx.app.hub.setNoticeCounter(async (userId) => {
      seen.push(userId);
      return { unreadNoticeCount: 2, unreadMessageCount: 1, unreadSystemMessageCount: 4, unreadScheduleCount: 0 };
    });
    const { token } = await hub.signIn(USER.bob.id);
    const socket = await hub.connect(token);
    socket.send({ method: 'OnConnection', token });
    expect(await socket.method('initMessage')).toMatchObject({
      unreadNoticeCount: 2,
      unreadMessageCount: 1,
      unreadSystemMessageCount: 4,
      unreadScheduleCount: 0,
      unreadTotalCount: 7,
    });
    expect(seen).toEqual([USER.bob.id]);
    // A failing counter must not cost the console its initMessage.
    hub.ctx.app.hub.setNoticeCounter(async () => {
      throw new Error('message tables unavailable');
    });
    socket.send({ method: 'OnConnection', token });
    expect(await socket.method('initMessage')).toMatchObject({ unreadTotalCount: 0, userId: USER.bob.id });
    await socket.close();
  });

  it('answers a ping with a pong', async () => {
    const { token } = await hub.signIn(USER.alice.id);
    const socket = await hub.connect(token);
    socket.send({ method: 'ping', token });
    expect(await socket.method('pong')).toMatchObject({ method: 'pong', ts: expect.any(Number) });
    await socket.close();
  });

  it('says what went wrong with a malformed or unknown command and keeps the socket', async () => {
    const { token } = await hub.signIn(USER.alice.id);
    const socket = await hub.connect(token);
    socket.ws.send('not json');
    expect(await socket.method('error')).toMatchObject({ code: 400 });
    socket.send({ method: 'FlyToTheMoon', token });
    expect(await socket.method('error')).toMatchObject({ code: 400, msg: 'Unknown method FlyToTheMoon' });
    await socket.sync(token);
    await socket.close();
  });

  it('closes when a message carries a token that is not valid', async () => {
    const { token } = await hub.signIn(USER.alice.id);
    const socket = await hub.connect(token);
    socket.send({ method: 'ping', token: 'bearer forged-token-that-matches-no-session' });
    expect(await socket.method('closeSocket')).toMatchObject({ code: 602 });
    expect(socket.frames.some((frame) => frame.method === 'logout')).toBe(false);
    expect((await socket.closed).code).toBe(4602);
  });

  it('tells a signed-out session logout then closeSocket on its next message', async () => {
    const { token, sessionId } = await hub.signIn(USER.bob.id);
    const socket = await hub.connect(token);
    await socket.sync(token);
    await revokeSession(hub.ctx.database.db, sessionId, 'logout');
    socket.send({ method: 'ping', token });
    const logout = await socket.method('logout');
    expect(logout).toEqual({ method: 'logout', token });
    expect(await socket.method('closeSocket')).toMatchObject({ code: 602 });
    expect(socket.frames.findIndex((frame) => frame.method === 'logout')).toBeLessThan(
      socket.frames.findIndex((frame) => frame.method === 'closeSocket'),
    );
    await socket.closed;
  });

  it('ends the sockets of a forced-offline user on the sweep, without any message from them', async () => {
    const first = await hub.signIn(USER.carol.id);
    const second = await hub.signIn(USER.carol.id);
    const a = await hub.connect(first.token);
    const b = await hub.connect(second.token);
    await a.sync(first.token);
    await b.sync(second.token);
    await revokeUserSessions(hub.ctx.database.db, USER.carol.id, 'forced');
    await sweepHub(hub.ctx.app.hub);
    expect(await a.method('logout')).toEqual({ method: 'logout', token: first.token });
    expect(await a.method('closeSocket')).toMatchObject({ code: 601 });
    expect(await b.method('logout')).toEqual({ method: 'logout', token: second.token });
    expect((await a.closed).code).toBe(4601);
    expect((await b.closed).code).toBe(4601);
  });

  it('ends a session at once through hub.disconnectSession, leaving the user’s other sessions alone', async () => {
    const gone = await hub.signIn(USER.dave.id);
    const kept = await hub.signIn(USER.dave.id);
    const a = await hub.connect(gone.token);
    const b = await hub.connect(kept.token);
    await a.sync(gone.token);
    await b.sync(kept.token);
    await revokeSession(hub.ctx.database.db, gone.sessionId, 'logout');
    expect(hub.ctx.app.hub.disconnectSession(gone.sessionId, 'logout')).toBe(1);
    expect(await a.method('logout')).toEqual({ method: 'logout', token: gone.token });
    await a.closed;
    await b.sync(kept.token);
    expect(b.frames.some((frame) => frame.method === 'logout' || frame.method === 'closeSocket')).toBe(false);
    await b.close();
  });

  it('refuses a socket that sends another session’s token', async () => {
    const mine = await hub.signIn(USER.alice.id);
    const other = await hub.signIn(USER.alice.id);
    const socket = await hub.connect(mine.token);
    socket.send({ method: 'ping', token: other.token });
    expect(await socket.method('closeSocket')).toMatchObject({ code: 602 });
    await socket.closed;
  });

  it('answers a plain HTTP GET on the socket address with an envelope error', async () => {
    const { token } = await hub.signIn(USER.alice.id);
    const response = await hub.ctx.app.inject({ method: 'GET', url: `/api/message/websocket/${encodeURIComponent(token)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 400, msg: 'This address only accepts websocket connections' });
  });

  it('accepts a token with the bearer prefix url-encoded in the path', async () => {
    const { token } = await hub.signIn(USER.alice.id);
    expect(token.startsWith('bearer ')).toBe(true);
    const socket = await TestSocket.open(`${hub.base}/api/message/websocket/${encodeURIComponent(token)}`);
    await socket.sync(token);
    expect(socket.frames.some((frame) => frame.method === 'closeSocket')).toBe(false);
    await socket.close();
  });
});

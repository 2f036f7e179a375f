import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSession, revokeUserSessions } from '../../../server/src/auth/sessions';
import { sweepHub } from '../../../server/src/hub/session-sweep';
import { PROJECT, startHub, USER, type HubFixture } from './support/hub-fixture';
import type { Frame, TestSocket } from './support/test-socket';

const ZH_CN = { 'accept-language': 'zh-CN,zh;q=0.9' };
const ZH_TW = { 'accept-language': 'zh-TW' };
const EN = { 'accept-language': 'en-GB,en;q=0.8' };

describe('websocket hub: every message in the language of the socket’s upgrade request', () => {
  let hub: HubFixture;
  beforeAll(async () => {
    hub = await startHub();
  });
  afterAll(async () => {
    await hub.close();
  });

  async function open(userId: string, headers: Record<string, string>): Promise<{ socket: TestSocket; token: string }> {
    const { token } = await hub.signIn(userId);
    return { socket: await hub.connect(token, headers), token };
  }

  const topicAck = (topic: string) => (frame: Frame) => frame.method === 'event' && frame.topic === topic;

  it('refuses a topic in Chinese to a zh-CN socket and in English to an English one', async () => {
    const chinese = await open(USER.alice.id, ZH_CN);
    const english = await open(USER.alice.id, EN);
    for (const { socket, token } of [chinese, english]) {
      socket.send({ method: 'Subscribe', token, topics: ['alarms', 'secrets/all', `alarms/${PROJECT.south}`] });
    }
    const chineseAcks = [await chinese.socket.next(topicAck('alarms')), await chinese.socket.next(topicAck('secrets/all'))];
    expect(chineseAcks.map((frame) => frame.payload)).toEqual([
      { code: 403, msg: '只有管理员可以关注所有项目的告警' },
      { code: 400, msg: '不存在名为 secrets/all 的主题' },
    ]);
    expect((await chinese.socket.next(topicAck(`alarms/${PROJECT.south}`))).payload).toEqual({ code: 403, msg: '您无权查看此项目' });
    expect((await english.socket.next(topicAck('alarms'))).payload).toEqual({
      code: 403,
      msg: 'Only administrators may follow the alarms of every project',
    });
    expect((await english.socket.next(topicAck('secrets/all'))).payload).toEqual({ code: 400, msg: 'There is no topic named secrets/all' });
    await chinese.socket.close();
    await english.socket.close();
  });

  it('says why a session ended in each socket’s language, on the sweep and on the next message', async () => {
    const chinese = await open(USER.carol.id, ZH_CN);
    const english = await open(USER.carol.id, EN);
    await chinese.socket.sync(chinese.token);
    await english.socket.sync(english.token);
    await revokeUserSessions(hub.ctx.database.db, USER.carol.id, 'forced');
    await sweepHub(hub.ctx.app.hub);
    expect(await chinese.socket.method('closeSocket')).toEqual({
      method: 'closeSocket',
      code: 601,
      msg: '您已被管理员强制下线，或已在其他地方登录',
    });
    expect(await english.socket.method('closeSocket')).toEqual({
      method: 'closeSocket',
      code: 601,
      msg: 'You have been signed out by an administrator or signed in elsewhere',
    });

    const { token, sessionId } = await hub.signIn(USER.bob.id);
    const traditional = await hub.connect(token, ZH_TW);
    await traditional.sync(token);
    await revokeSession(hub.ctx.database.db, sessionId, 'logout');
    traditional.send({ method: 'ping', token });
    expect(await traditional.method('closeSocket')).toEqual({ method: 'closeSocket', code: 602, msg: '您已登出，請重新登入' });
  });

  it('turns a bad token away in the upgrade request’s language', async () => {
    const chinese = await hub.connect('bearer not-a-real-token-but-long-enough', ZH_CN);
    expect(await chinese.method('closeSocket')).toMatchObject({ code: 602, msg: '登录状态无效，请重新登录' });
    const english = await hub.connect('bearer not-a-real-token-but-long-enough', EN);
    expect(await english.method('closeSocket')).toMatchObject({ code: 602, msg: 'Your sign-in is not valid, please sign in again' });
  });

  it('answers chat and command errors in the socket’s language', async () => {
    const chinese = await open(USER.alice.id, ZH_CN);
    const english = await open(USER.alice.id, EN);
    for (const { socket, token } of [chinese, english]) {
      socket.send({ method: 'SendMessage', token, toUserId: USER.alice.id, messageType: 'text', messageContent: 'hi' });
    }
    expect(await chinese.socket.method('error')).toEqual({ method: 'error', code: 400, msg: '不能给自己发送消息', for: 'SendMessage' });
    expect(await english.socket.method('error')).toEqual({
      method: 'error',
      code: 400,
      msg: 'You cannot send a message to yourself',
      for: 'SendMessage',
    });
    chinese.socket.send({ method: 'SendMessage', token: chinese.token, toUserId: USER.dave.id, messageType: 'text', messageContent: ' ' });
    expect(await chinese.socket.method('error')).toMatchObject({ code: 401, msg: 'messageContent 必须是非空文本' });
    chinese.socket.send({ method: 'FlyToTheMoon', token: chinese.token });
    expect(await chinese.socket.method('error')).toMatchObject({ code: 400, msg: '未知的方法 FlyToTheMoon' });
    await chinese.socket.close();
    await english.socket.close();
  });
});

describe('websocket hub: a socket that names no language', () => {
  let hub: HubFixture;
  beforeAll(async () => {
    hub = await startHub({ defaultLanguage: 'zh-TW' });
  });
  afterAll(async () => {
    await hub.close();
  });

  it('reads the site’s SLUICE_LANGUAGE, as HTTP callers do', async () => {
    const { token } = await hub.signIn(USER.alice.id);
    const socket = await hub.connect(token);
    socket.send({ method: 'Subscribe', token, topics: ['alarms'] });
    expect(await socket.next((frame) => frame.method === 'event')).toMatchObject({
      payload: { code: 403, msg: '只有管理員可以關注所有專案的告警' },
    });
    await socket.close();
  });
});

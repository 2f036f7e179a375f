import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject } from 'rxjs';
import { createLiveStreams, type LiveStreams } from '../../../streams/create-live-streams';
import { totalUnread } from '../../../streams/chat/chat-store';
import { SEND_TIMEOUT_MS } from '../../../streams/chat/chat-service';
import { createFallbackTicker } from '../../../workers/ticker';
import { createFakeHttp } from '../support/fake-http';
import { createFakeWebSocket, type FakeSocket } from '../support/fake-websocket';

const T0 = Date.parse('2026-11-22T08:00:00.000Z');
const ME = 'duty01';
const PEER = 'duty02';

const init = (unread: number) => ({
  method: 'initMessage',
  onlineUsers: [PEER],
  unreadNums:
    unread > 0
      ? [{ sendUserId: PEER, unreadNum: unread, defaultMessage: 'latest', defaultMessageType: 'text', defaultMessageTime: T0 }]
      : [],
  unreadNoticeCount: 0,
  unreadMessageCount: 0,
  unreadSystemMessageCount: 0,
  unreadScheduleCount: 0,
  unreadTotalCount: 0,
  userId: ME,
});
const row = (id: string, from: string, to: string, time: number, content = id) => ({
  id,
  sendUserId: from,
  receiveUserId: to,
  sendTime: time,
  content,
  contentType: 'text',
  state: 1,
});
const incoming = (id: string, time: number, text = id) => ({
  method: 'receiveMessage',
  id,
  formUserId: PEER,
  realName: 'Duty Two',
  account: PEER,
  headIcon: '',
  messageType: 'text',
  formMessage: text,
  dateTime: time,
  latestDate: time,
});

// The chat source on the one socket, with fake timers: a dropped socket loses nothing, duplicates nothing, and the
// unread counts follow the server's snapshot on every connection.
describe('chat source across a socket drop', () => {
  let fake: ReturnType<typeof createFakeWebSocket>;
  let live: LiveStreams;
  let ids: number;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    fake = createFakeWebSocket();
    ids = 0;
    live = createLiveStreams({
      WebSocketImpl: fake.WebSocketImpl,
      socketUrl: 'ws://console.test/api/message/websocket',
      http: createFakeHttp({}).http,
      ticker: createFallbackTicker(),
      session$: new BehaviorSubject<string | null>('bearer duty01'),
      now: Date.now,
      newId: () => `m${(ids += 1)}`,
      timing: { reconnect: { minDelayMs: 100, maxDelayMs: 100 } },
    });
    // Something must hold the session open, as the console's top bar does.
    live.stores.chat.state$.subscribe();
    live.socket$.subscribe();
  });
  afterEach(() => {
    live.dispose();
    vi.useRealTimers();
  });

  async function connect(unread: number): Promise<FakeSocket> {
    await vi.advanceTimersByTimeAsync(0);
    const socket = fake.last();
    socket.open();
    socket.receive(init(unread));
    await vi.advanceTimersByTimeAsync(0);
    return socket;
  }

  const messages = () => (live.stores.chat.getState().conversations[PEER]?.messages ?? []).map((m) => `${m.key}:${m.status}`);

  it('re-reads an open conversation after a reconnect and merges it without duplicates or gaps', async () => {
    const first = await connect(2);
    expect(totalUnread(live.stores.chat.getState())).toBe(2);

    live.chat.open(PEER);
    expect(first.sentWith('MessageList')).toEqual([
      expect.objectContaining({ toUserId: PEER, formUserId: ME, currentPage: 1, pageSize: 30, sord: 'desc' }),
    ]);
    expect(first.sentWith('UpdateReadMessage')).toEqual([expect.objectContaining({ formUserId: PEER })]);
    first.receive({
      method: 'messageList',
      toUserId: PEER,
      list: [row('b', PEER, ME, T0 + 2), row('a', ME, PEER, T0 + 1)],
      pagination: { currentPage: 1, pageSize: 30, total: 2 },
    });
    first.receive({ method: 'readMessage', formUserId: PEER });
    first.receive(incoming('c', T0 + 3));
    await vi.advanceTimersByTimeAsync(0);
    expect(messages()).toEqual(['a:sent', 'b:sent', 'c:sent']);
    // The conversation is on screen: a message arriving in it is read at once and never counted.
    expect(first.sentWith('UpdateReadMessage')).toHaveLength(2);
    expect(totalUnread(live.stores.chat.getState())).toBe(0);

    first.drop();
    await vi.advanceTimersByTimeAsync(200);
    const second = fake.last();
    expect(second).not.toBe(first);
    second.open();
    second.receive(init(1));
    await vi.advanceTimersByTimeAsync(0);
    // The reconnect asks for the newest page again and marks the open conversation read again.
    expect(second.sentWith('MessageList')).toEqual([expect.objectContaining({ toUserId: PEER, pageSize: 50, sord: 'desc' })]);
    expect(second.sentWith('UpdateReadMessage')).toEqual([expect.objectContaining({ formUserId: PEER })]);
    // d came while the socket was down; c is in the page again.
    second.receive({
      method: 'messageList',
      toUserId: PEER,
      list: [row('d', PEER, ME, T0 + 4), row('c', PEER, ME, T0 + 3), row('b', PEER, ME, T0 + 2), row('a', ME, PEER, T0 + 1)],
      pagination: { currentPage: 1, pageSize: 50, total: 4 },
    });
    second.receive(incoming('d', T0 + 4));
    await vi.advanceTimersByTimeAsync(0);
    expect(messages()).toEqual(['a:sent', 'b:sent', 'c:sent', 'd:sent']);
    expect(totalUnread(live.stores.chat.getState())).toBe(0);
  });

  it('takes the unread counts from each connection’s initMessage and counts pushes once', async () => {
    const first = await connect(1);
    first.receive(incoming('x', T0 + 1));
    first.receive(incoming('x', T0 + 1));
    await vi.advanceTimersByTimeAsync(0);
    expect(live.stores.chat.getState().unread).toEqual({ [PEER]: 2 });

    first.drop();
    await vi.advanceTimersByTimeAsync(200);
    const second = fake.last();
    second.open();
    // Two more came while down; another console of mine read nothing.
    second.receive(init(4));
    await vi.advanceTimersByTimeAsync(0);
    expect(live.stores.chat.getState().unread).toEqual({ [PEER]: 4 });
    // Read on my other console: the hub tells this one.
    second.receive({ method: 'readMessage', formUserId: PEER });
    await vi.advanceTimersByTimeAsync(0);
    expect(live.stores.chat.getState().unread).toEqual({});
  });

  it('resends a message sent while the socket was down under the same clientMsgId, and shows it once', async () => {
    const first = await connect(0);
    first.drop();
    const clientMsgId = live.chat.send(PEER, { type: 'text', text: 'Gate 3 closed' });
    expect(messages()).toEqual([`local:${clientMsgId}:sending`]);

    await vi.advanceTimersByTimeAsync(200);
    const second = fake.last();
    second.open();
    second.receive(init(0));
    await vi.advanceTimersByTimeAsync(0);
    expect(second.sentWith('SendMessage')).toEqual([
      expect.objectContaining({ toUserId: PEER, messageType: 'text', messageContent: 'Gate 3 closed', clientMsgId }),
    ]);
    second.receive({
      method: 'sendMessage',
      id: 'srv-1',
      UserId: ME,
      toUserId: PEER,
      toAccount: PEER,
      toRealName: 'Duty Two',
      toHeadIcon: '',
      messageType: 'text',
      toMessage: 'Gate 3 closed',
      dateTime: T0 + 5,
      latestDate: T0 + 5,
      clientMsgId,
    });
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    expect(messages()).toEqual(['srv-1:sent']);
  });

  it('marks a refused or unanswered message failed, and retries it on demand', async () => {
    const socket = await connect(0);
    const refused = live.chat.send(PEER, { type: 'text', text: 'x' });
    socket.receive({ method: 'error', code: 401, msg: 'The message is too long', for: 'SendMessage', clientMsgId: refused });
    const silent = live.chat.send(PEER, { type: 'text', text: 'y' });
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    const state = live.stores.chat.getState().conversations[PEER]?.messages ?? [];
    expect(state.map((m) => [m.clientMsgId, m.status, m.error])).toEqual([
      [refused, 'failed', 'The message is too long'],
      [silent, 'failed', null],
    ]);

    live.chat.retry(silent);
    expect(socket.sentWith('SendMessage').filter((frame) => frame.clientMsgId === silent)).toHaveLength(2);
    expect(live.stores.chat.getState().conversations[PEER]?.messages.find((m) => m.clientMsgId === silent)?.status).toBe('sending');
  });

  it('pages upward from the oldest message held, and stops when the server has no more', async () => {
    const socket = await connect(0);
    live.chat.open(PEER);
    socket.receive({
      method: 'messageList',
      toUserId: PEER,
      list: [row('n2', PEER, ME, T0 + 20), row('n1', PEER, ME, T0 + 10)],
      pagination: { currentPage: 1, pageSize: 30, total: 3 },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(live.chat.loadOlder(PEER)).toBe(true);
    expect(socket.sentWith('MessageList').at(-1)).toEqual(expect.objectContaining({ pageSize: 50, before: T0 + 10 }));
    socket.receive({
      method: 'messageList',
      toUserId: PEER,
      before: T0 + 10,
      list: [row('o1', ME, PEER, T0 + 1)],
      pagination: { currentPage: 1, pageSize: 50, total: 1 },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(messages()).toEqual(['o1:sent', 'n1:sent', 'n2:sent']);
    expect(live.chat.loadOlder(PEER)).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, firstValueFrom } from 'rxjs';
import { createLiveStreams, type LiveStreams } from '../../../streams/create-live-streams';
import { ChatSearchError, SEARCH_PAGE_SIZE, SEND_TIMEOUT_MS, type ChatSearchPage } from '../../../streams/chat/chat-service';
import { createFallbackTicker } from '../../../workers/ticker';
import { createFakeHttp } from '../support/fake-http';
import { createFakeWebSocket, type FakeSocket } from '../support/fake-websocket';

const T0 = Date.parse('2026-11-22T08:00:00.000Z');
const ME = 'duty01';
const PEER = 'duty02';

const row = (id: string, time: number, content: string) => ({
  id,
  sendUserId: PEER,
  receiveUserId: ME,
  sendTime: time,
  content,
  contentType: 'text',
  state: 1,
});

// The history panel's search: a MessageList with a keyword, answered by a page that echoes it. The answer goes to the
// search that asked, never into the conversation on screen.
describe('chat history search', () => {
  let fake: ReturnType<typeof createFakeWebSocket>;
  let live: LiveStreams;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    fake = createFakeWebSocket();
    live = createLiveStreams({
      WebSocketImpl: fake.WebSocketImpl,
      socketUrl: 'ws://console.test/api/message/websocket',
      http: createFakeHttp({}).http,
      ticker: createFallbackTicker(),
      session$: new BehaviorSubject<string | null>('bearer duty01'),
      now: Date.now,
      newId: () => 'm1',
    });
    live.stores.chat.state$.subscribe();
    live.socket$.subscribe();
  });
  afterEach(() => {
    live.dispose();
    vi.useRealTimers();
  });

  async function connect(): Promise<FakeSocket> {
    await vi.advanceTimersByTimeAsync(0);
    const socket = fake.last();
    socket.open();
    socket.receive({ method: 'initMessage', onlineUsers: [], unreadNums: [], userId: ME });
    await vi.advanceTimersByTimeAsync(0);
    return socket;
  }

  it('asks for one page with the keyword and hands the echoed answer to the search, not to the conversation', async () => {
    const socket = await connect();
    const answer = firstValueFrom(live.chat.search(PEER, 'dam', 2));
    expect(socket.sentWith('MessageList')).toEqual([
      expect.objectContaining({ toUserId: PEER, formUserId: ME, currentPage: 2, pageSize: SEARCH_PAGE_SIZE, sord: 'desc', keyword: 'dam' }),
    ]);
    // Another search's answer and the conversation's own page are not this search's.
    socket.receive({
      method: 'messageList',
      toUserId: PEER,
      keyword: 'gate',
      list: [row('x', T0, 'gate')],
      pagination: { currentPage: 2, pageSize: 20, total: 1 },
    });
    socket.receive({
      method: 'messageList',
      toUserId: PEER,
      keyword: 'dam',
      list: [row('b', T0 + 2, 'dam level'), row('a', T0 + 1, 'the dam')],
      pagination: { currentPage: 2, pageSize: 20, total: 22 },
    });
    const page: ChatSearchPage = await answer;
    expect(page.total).toBe(22);
    expect(page.page).toBe(2);
    expect(page.list.map((message) => message.content)).toEqual(['dam level', 'the dam']);
    expect(live.stores.chat.getState().conversations[PEER]).toBeUndefined();
  });

  it('fails as offline when the socket is down, and as timed out when nothing answers', async () => {
    await expect(firstValueFrom(live.chat.search(PEER, 'dam', 1))).rejects.toEqual(new ChatSearchError('offline'));
    await connect();
    const answer = firstValueFrom(live.chat.search(PEER, 'dam', 1));
    const settled = expect(answer).rejects.toEqual(new ChatSearchError('timeout'));
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS + 1);
    await settled;
  });
});

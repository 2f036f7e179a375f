import { describe, expect, it } from 'vitest';
import { messageFrameToEvents } from '../../../streams/protocol/message-counts';
import { initialMessageCounts, reduceMessageCounts } from '../../../streams/stores/message-counts-store';

const UNREAD = { total: 3, notice: 1, workflow: 0, system: 0, schedule: 2, form: 0 };

describe('message counts from the socket', () => {
  it('reads initMessage, messagePush and messageCounts, and ignores broken or unrelated frames', () => {
    expect(messageFrameToEvents({ method: 'initMessage', unreadTotalCount: 7 }, 1)).toEqual([
      { type: 'message/counts', total: 7, unread: null, at: 1 },
    ]);
    expect(messageFrameToEvents({ method: 'messageCounts', unread: UNREAD }, 2)).toEqual([
      { type: 'message/counts', total: 3, unread: UNREAD, at: 2 },
    ]);
    expect(messageFrameToEvents({ method: 'messagePush', id: 'm1', title: '调度令', messageType: 1, unreadNoticeCount: 4 }, 3)).toEqual([
      { type: 'message/pushed', id: 'm1', title: '调度令', messageType: 1, at: 3 },
      { type: 'message/counts', total: 4, unread: null, at: 3 },
    ]);
    expect(messageFrameToEvents({ method: 'messageCounts', unread: { ...UNREAD, total: -1 } }, 4)).toEqual([]);
    expect(messageFrameToEvents({ method: 'initMessage', unreadTotalCount: 'many' }, 5)).toEqual([]);
    expect(messageFrameToEvents({ method: 'receiveMessage', formUserId: 'u1' }, 6)).toEqual([]);
  });

  it('keeps the latest counts and the newest push, and forgets both at sign-out', () => {
    let state = reduceMessageCounts(initialMessageCounts, { type: 'message/counts', total: 3, unread: UNREAD, at: 10 });
    state = reduceMessageCounts(state, { type: 'message/pushed', id: 'm1', title: '调度令', messageType: 1, at: 11 });
    expect(state).toEqual({ total: 3, unread: UNREAD, latest: { id: 'm1', title: '调度令', messageType: 1, at: 11 }, changedAt: 10 });
    expect(reduceMessageCounts(state, { type: 'clock/tick', now: 12, at: 12 })).toBe(state);
    expect(reduceMessageCounts(state, { type: 'session/changed', signedIn: false, at: 13 })).toBe(initialMessageCounts);
  });
});

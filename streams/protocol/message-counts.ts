import type { UnreadCount } from '../../server/src/wire/messages';
import { isRecord, toFiniteNumber, toText } from '../lib/guards';
import type { ServerMessage } from '../socket/socket-types';

/**
 * The message centre's events on the bus: the user's unread counts as the socket states them (initMessage at each
 * connection, messagePush with a new message, messageCounts after a read, read-all, delete or revoke anywhere), and
 * the new message itself. `unread` is null when the frame carries only the total (initMessage, another server).
 */
export type MessageCountsEvent =
  | { type: 'message/counts'; total: number; unread: UnreadCount | null; at: number }
  | { type: 'message/pushed'; id: string; title: string; messageType: number; at: number };

const KINDS = ['total', 'notice', 'workflow', 'system', 'schedule', 'form'] as const;

function parseUnread(value: unknown): UnreadCount | null {
  if (!isRecord(value)) return null;
  const counts: Partial<UnreadCount> = {};
  for (const kind of KINDS) {
    const count = toFiniteNumber(value[kind]);
    if (count === null || count < 0) return null;
    counts[kind] = count;
  }
  return counts as UnreadCount;
}

const countOf = (value: unknown): number | null => {
  const count = toFiniteNumber(value);
  return count === null || count < 0 ? null : count;
};

/** The message-centre events in one server frame; a frame of another kind, or one missing its counts, gives none. */
export function messageFrameToEvents(frame: ServerMessage, at: number): MessageCountsEvent[] {
  switch (frame.method) {
    case 'initMessage': {
      const total = countOf(frame.unreadTotalCount);
      return total === null ? [] : [{ type: 'message/counts', total, unread: null, at }];
    }
    case 'messageCounts': {
      const unread = parseUnread(frame.unread);
      return unread ? [{ type: 'message/counts', total: unread.total, unread, at }] : [];
    }
    case 'messagePush': {
      const unread = parseUnread(frame.unread);
      const total = unread?.total ?? countOf(frame.unreadNoticeCount);
      const pushed: MessageCountsEvent = {
        type: 'message/pushed',
        id: toText(frame.id),
        title: toText(frame.title),
        messageType: toFiniteNumber(frame.messageType) ?? 0,
        at,
      };
      return total === null ? [pushed] : [pushed, { type: 'message/counts', total, unread, at }];
    }
    default:
      return [];
  }
}

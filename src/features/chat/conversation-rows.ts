import type { ChatConversation as ConversationItem } from '../../../server/src/wire/chat-rest';
import type { ChatContent, ChatMessage } from '../../../streams/chat/chat-events';
import type { ChatState } from '../../../streams/chat/chat-store';

/** One line of the recent-conversation list, as drawn. */
export interface ConversationRow {
  peerId: string;
  realName: string;
  account: string;
  /** The latest message: its text, or the media kind for the list to name. */
  latest: { kind: 'text'; text: string } | { kind: 'image' } | { kind: 'media' } | null;
  latestDate: number;
  unread: number;
  online: boolean;
}

function latestOf(type: string, content: ChatContent | string): ConversationRow['latest'] {
  if (type === 'text') return { kind: 'text', text: typeof content === 'string' ? content : '' };
  return type === 'image' ? { kind: 'image' } : { kind: 'media' };
}

const newest = (messages: readonly ChatMessage[]): ChatMessage | undefined => messages.at(-1);

/**
 * The recent list: the server's `imreply` rows, moved along by what the socket brought since (a newer message, a
 * conversation the list has not seen yet), with the live unread counts and presence. Newest first (spec 000: a new
 * incoming message adds a conversation at the top with unread 1, an outgoing one with unread 0).
 */
export function conversationRows(items: readonly ConversationItem[], state: ChatState): ConversationRow[] {
  const rows = new Map<string, ConversationRow>();
  for (const item of items) {
    rows.set(item.id, {
      peerId: item.id,
      realName: item.realName,
      account: item.account,
      latest: latestOf(item.messageType, item.latestMessage),
      latestDate: item.latestDate,
      unread: state.unread[item.id] ?? 0,
      online: state.online[item.id] === true,
    });
  }
  const peerIds = new Set([...Object.keys(state.conversations), ...Object.keys(state.unread)]);
  for (const peerId of peerIds) {
    const message = newest(state.conversations[peerId]?.messages ?? []);
    const lastUnread = state.lastUnread[peerId];
    const live = message ?? (lastUnread ? { type: lastUnread.type, content: lastUnread.content, time: lastUnread.time } : undefined);
    const row = rows.get(peerId);
    if (row) {
      if (live && live.time > row.latestDate) {
        row.latest = latestOf(live.type, live.content);
        row.latestDate = live.time;
      }
      continue;
    }
    const peer = state.peers[peerId];
    if (!live || !peer) continue;
    rows.set(peerId, {
      peerId,
      realName: peer.realName,
      account: peer.account,
      latest: latestOf(live.type, live.content),
      latestDate: live.time,
      unread: state.unread[peerId] ?? 0,
      online: state.online[peerId] === true,
    });
  }
  return [...rows.values()].sort((a, b) => b.latestDate - a.latestDate || a.peerId.localeCompare(b.peerId));
}

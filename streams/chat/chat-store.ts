import type { Observable } from 'rxjs';
import { castDraft, produce, type Draft } from 'immer';
import type { BusEvent } from '../bus/bus-events';
import type { Store } from '../stores/create-store';
import { createStore } from '../stores/create-store';
import type { ChatMessage, ChatPeer, ChatUnread } from './chat-events';

/** One conversation as far as this console has loaded it, oldest message first. */
export interface ChatConversation {
  messages: ChatMessage[];
  /** Older messages remain on the server (paging upward may ask for them). */
  hasMore: boolean;
  /** The newest page has been read at least once since sign-in. */
  loaded: boolean;
}

export interface ChatState {
  /** The signed-in user, from initMessage; null before it. */
  userId: string | null;
  online: Record<string, true>;
  /** Unread messages per correspondent (only those with some). */
  unread: Record<string, number>;
  /** The newest unread message per correspondent, from initMessage and later pushes. */
  lastUnread: Record<string, ChatUnread['last']>;
  /** Names and pictures of people seen in frames (a conversation opened from a push needs no list). */
  peers: Record<string, ChatPeer>;
  conversations: Record<string, ChatConversation>;
  /** The conversation on screen: its incoming messages are read as they come. */
  activePeerId: string | null;
}

export const initialChatState: ChatState = {
  userId: null,
  online: {},
  unread: {},
  lastUnread: {},
  peers: {},
  conversations: {},
  activePeerId: null,
};

function conversationOf(draft: Draft<ChatState>, peerId: string): Draft<ChatConversation> {
  let conversation = draft.conversations[peerId];
  if (!conversation) {
    conversation = { messages: [], hasMore: true, loaded: false };
    draft.conversations[peerId] = conversation;
  }
  return conversation;
}

/**
 * Puts a message in its place: the same server id or clientMsgId replaces the copy already held (a replay, an echo of
 * a message being sent, a history page overlapping a push), so no message appears twice; order is send time.
 */
function upsert(conversation: Draft<ChatConversation>, message: ChatMessage): boolean {
  const index = conversation.messages.findIndex(
    (held) => (message.id !== null && held.id === message.id) || (message.clientMsgId !== null && held.clientMsgId === message.clientMsgId),
  );
  if (index >= 0) {
    const held = conversation.messages[index] as ChatMessage;
    // A resent message's echo keeps the clientMsgId the first copy had.
    conversation.messages[index] = castDraft({ ...message, clientMsgId: message.clientMsgId ?? held.clientMsgId });
    if (held.time === message.time) return false;
  } else {
    conversation.messages.push(castDraft(message));
  }
  conversation.messages.sort((a, b) => a.time - b.time);
  return index < 0;
}

const peerOf = (message: ChatMessage, direction: 'in' | 'out') => (direction === 'in' ? message.fromUserId : message.toUserId);

function setUnread(draft: Draft<ChatState>, peerId: string, count: number): void {
  if (count > 0) draft.unread[peerId] = count;
  else {
    delete draft.unread[peerId];
    delete draft.lastUnread[peerId];
  }
}

/** Pure reducer of the chat's bus events. */
export function reduceChat(state: ChatState, event: BusEvent): ChatState {
  switch (event.type) {
    case 'session/changed':
      return event.signedIn ? state : initialChatState;
    case 'chat/init':
      // A snapshot on every (re)connection: it replaces the unread counts, which may have moved while the socket was down.
      return produce(state, (draft) => {
        draft.userId = event.userId || null;
        draft.online = Object.fromEntries(event.online.map((id) => [id, true as const]));
        draft.unread = {};
        draft.lastUnread = {};
        for (const row of event.unread) {
          if (row.peerId === state.activePeerId) continue;
          setUnread(draft, row.peerId, row.count);
          if (row.count > 0) draft.lastUnread[row.peerId] = castDraft(row.last);
        }
      });
    case 'chat/message':
      return produce(state, (draft) => {
        const message = event.direction === 'in' ? { ...event.message, toUserId: state.userId ?? '' } : event.message;
        const peerId = peerOf(message, event.direction);
        draft.peers[peerId] = event.peer;
        const added = upsert(conversationOf(draft, peerId), message);
        if (added && event.direction === 'in' && peerId !== state.activePeerId) {
          setUnread(draft, peerId, (state.unread[peerId] ?? 0) + 1);
          draft.lastUnread[peerId] = castDraft({ type: message.type, content: message.content, time: message.time });
        }
      });
    case 'chat/history':
      return produce(state, (draft) => {
        const conversation = conversationOf(draft, event.peerId);
        for (const message of event.list) upsert(conversation, message);
        // The newest page says nothing about older pages already loaded; a page before the oldest does.
        if (event.before !== null || !conversation.loaded) conversation.hasMore = event.hasMore;
        conversation.loaded = true;
      });
    case 'chat/read':
      return produce(state, (draft) => setUnread(draft, event.peerId, 0));
    case 'chat/presence':
      return produce(state, (draft) => {
        if (event.online) draft.online[event.userId] = true;
        else delete draft.online[event.userId];
      });
    case 'chat/sending':
      return produce(state, (draft) => {
        upsert(conversationOf(draft, event.message.toUserId), event.message);
      });
    case 'chat/refused':
      return produce(state, (draft) => {
        for (const conversation of Object.values(draft.conversations)) {
          const message = conversation.messages.find((held) => held.clientMsgId === event.clientMsgId && held.status === 'sending');
          if (message) {
            message.status = 'failed';
            message.error = event.message;
          }
        }
      });
    case 'chat/active':
      if (event.peerId === state.activePeerId) return state;
      return produce(state, (draft) => {
        draft.activePeerId = event.peerId;
        if (event.peerId) setUnread(draft, event.peerId, 0);
      });
    default:
      return state;
  }
}

/** Unread chat messages over every conversation: the chat button's badge. */
export function totalUnread(state: ChatState): number {
  let total = 0;
  for (const count of Object.values(state.unread)) total += count;
  return total;
}

/** Messages still waiting for the server's echo, oldest first. */
export function pendingMessages(state: ChatState): ChatMessage[] {
  const pending: ChatMessage[] = [];
  for (const conversation of Object.values(state.conversations)) {
    for (const message of conversation.messages) if (message.status === 'sending') pending.push(message);
  }
  return pending.sort((a, b) => a.time - b.time);
}

/** Conversations, unread counts and presence, from the chat's bus events. */
export function createChatStore(events$: Observable<BusEvent>): Store<ChatState> {
  return createStore(initialChatState, reduceChat, events$);
}

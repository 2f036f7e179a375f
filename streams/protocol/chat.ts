import type { ChatContentType } from '../../server/src/wire/hub-frames';
import type { ChatContent, ChatEvent, ChatMedia, ChatMessage, ChatPeer } from '../chat/chat-events';
import { isRecord, toFiniteNumber, toText } from '../lib/guards';
import type { ServerMessage } from '../socket/socket-types';

const CONTENT_TYPES: readonly string[] = ['text', 'image', 'voice', 'video', 'file'];

function contentType(value: unknown): ChatContentType {
  return typeof value === 'string' && CONTENT_TYPES.includes(value) ? (value as ChatContentType) : 'text';
}

/** Media arrives as an object in pushes and as its JSON text in lists; a path that does not read is ''. */
export function parseChatContent(type: ChatContentType, raw: unknown): ChatContent {
  if (type === 'text') return toText(raw);
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      value = null;
    }
  }
  if (!isRecord(value)) return { path: '' };
  const media: ChatMedia = { path: toText(value.path) };
  const width = toFiniteNumber(value.width);
  const height = toFiniteNumber(value.height);
  if (width !== null) media.width = width;
  if (height !== null) media.height = height;
  if (typeof value.fileName === 'string') media.fileName = value.fileName;
  return media;
}

function sentMessage(
  id: string,
  from: string,
  to: string,
  type: ChatContentType,
  content: ChatContent,
  time: number,
  clientMsgId: string | null,
): ChatMessage {
  return { key: id, id, clientMsgId, fromUserId: from, toUserId: to, type, content, time, status: 'sent', error: null };
}

function peer(id: string, realName: unknown, account: unknown, headIcon: unknown): ChatPeer {
  return { id, realName: toText(realName), account: toText(account), headIcon: toText(headIcon) };
}

/** A receiveMessage is to the signed-in user, whose id the frame leaves out (the store knows it). */
function received(message: ServerMessage, at: number): ChatEvent[] {
  const from = toText(message.formUserId);
  const time = toFiniteNumber(message.dateTime) ?? at;
  if (!from) return [];
  const type = contentType(message.messageType);
  const id = toText(message.id) || `${from}:${time}`;
  return [
    {
      type: 'chat/message',
      message: sentMessage(id, from, '', type, parseChatContent(type, message.formMessage), time, null),
      direction: 'in',
      peer: peer(from, message.realName, message.account, message.headIcon),
      at,
    },
  ];
}

function echoed(message: ServerMessage, at: number): ChatEvent[] {
  const from = toText(message.UserId);
  const to = toText(message.toUserId);
  const time = toFiniteNumber(message.dateTime) ?? at;
  if (!from || !to) return [];
  const type = contentType(message.messageType);
  const id = toText(message.id) || `${to}:${time}`;
  const clientMsgId = toText(message.clientMsgId) || null;
  return [
    {
      type: 'chat/message',
      message: sentMessage(id, from, to, type, parseChatContent(type, message.toMessage), time, clientMsgId),
      direction: 'out',
      peer: peer(to, message.toRealName, message.toAccount, message.toHeadIcon),
      at,
    },
  ];
}

function history(message: ServerMessage, at: number): ChatEvent[] {
  const peerId = toText(message.toUserId);
  if (!peerId || !Array.isArray(message.list)) return [];
  const list: ChatMessage[] = [];
  for (const row of message.list) {
    if (!isRecord(row)) continue;
    const id = toText(row.id);
    const time = toFiniteNumber(row.sendTime);
    if (!id || time === null) continue;
    const type = contentType(row.contentType);
    list.push(sentMessage(id, toText(row.sendUserId), toText(row.receiveUserId), type, parseChatContent(type, row.content), time, null));
  }
  const before = toFiniteNumber(message.before);
  const total = isRecord(message.pagination) ? (toFiniteNumber(message.pagination.total) ?? 0) : 0;
  const keyword = toText(message.keyword);
  if (keyword) {
    const page = isRecord(message.pagination) ? (toFiniteNumber(message.pagination.currentPage) ?? 1) : 1;
    return [{ type: 'chat/search', peerId, keyword, page, total, list, at }];
  }
  return [{ type: 'chat/history', peerId, list, before, hasMore: total > list.length, at }];
}

function init(message: ServerMessage, at: number): ChatEvent[] {
  const online = Array.isArray(message.onlineUsers) ? message.onlineUsers.filter((id): id is string => typeof id === 'string') : [];
  const unread = Array.isArray(message.unreadNums)
    ? message.unreadNums.filter(isRecord).map((row) => {
        const type = contentType(row.defaultMessageType);
        return {
          peerId: toText(row.sendUserId),
          count: Math.max(0, toFiniteNumber(row.unreadNum) ?? 0),
          last: { type, content: parseChatContent(type, row.defaultMessage), time: toFiniteNumber(row.defaultMessageTime) ?? 0 },
        };
      })
    : [];
  return [{ type: 'chat/init', userId: toText(message.userId), online, unread: unread.filter((row) => row.peerId !== ''), at }];
}

/** The chat events of one server frame (none for frames that are not the chat's). */
export function chatFrameToEvents(message: ServerMessage, at: number): ChatEvent[] {
  switch (message.method) {
    case 'initMessage':
      return init(message, at);
    case 'receiveMessage':
      return received(message, at);
    case 'sendMessage':
      return echoed(message, at);
    case 'messageList':
      return history(message, at);
    case 'readMessage': {
      const peerId = toText(message.formUserId);
      return peerId ? [{ type: 'chat/read', peerId, at }] : [];
    }
    case 'Online':
    case 'Offline': {
      const userId = toText(message.userId);
      return userId ? [{ type: 'chat/presence', userId, online: message.method === 'Online', at }] : [];
    }
    case 'error': {
      const clientMsgId = toText(message.clientMsgId);
      return clientMsgId ? [{ type: 'chat/refused', clientMsgId, message: toText(message.msg) || null, at }] : [];
    }
    default:
      return [];
  }
}

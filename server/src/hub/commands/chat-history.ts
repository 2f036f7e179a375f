import { reject } from '../../i18n/localized-error';
import { listChatHistory, markChatRead } from '../chat/chat-messages';
import { integerField, optionalText, requireId, type Command } from './command';

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

/** The other person of a MessageList: consoles send toUserId = them, formUserId = me; either order is accepted. */
function peerOf(message: Record<string, unknown>, userId: string): string {
  for (const field of ['toUserId', 'formUserId']) {
    const value = message[field];
    if (typeof value === 'string' && value !== '' && value !== userId && value.length <= 64) return value;
  }
  throw reject('validation.required', { field: 'toUserId' });
}

/**
 * `MessageList { toUserId, formUserId, currentPage, pageSize, sord, keyword?, before? }` -> `messageList { list, pagination }`.
 * Only the signed-in user's own conversations can be read, whatever formUserId says.
 */
export const listChatMessages: Command = async ({ hub, connection, message }) => {
  const peerId = peerOf(message, connection.userId);
  const currentPage = integerField(message, 'currentPage', 1, 1, 1_000_000);
  const pageSize = integerField(message, 'pageSize', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const order = message.sord ?? message.sort ?? 'desc';
  if (order !== 'asc' && order !== 'desc') throw reject('chat.sord');
  const keyword = optionalText(message, 'keyword', 100);
  const before = integerField(message, 'before', 0, 0, Number.MAX_SAFE_INTEGER) || undefined;
  const { list, total } = await listChatHistory(hub.db, connection.userId, peerId, { currentPage, pageSize, order, keyword, before });
  connection.send({
    method: 'messageList',
    toUserId: peerId,
    list: list.map((row) => ({
      id: row.id,
      sendUserId: row.sendUserId,
      receiveUserId: row.receiveUserId,
      sendTime: row.sendTime,
      content: row.content,
      contentType: row.contentType,
      state: row.readTime === null ? 0 : 1,
    })),
    pagination: { currentPage, pageSize, total },
    ...(before === undefined ? {} : { before }),
    ...(keyword === undefined ? {} : { keyword }),
  });
};

/**
 * `UpdateReadMessage { formUserId }`: that person's messages to me are read. Every console of mine (this one too) gets
 * `readMessage { formUserId }`, so the unread count drops at once wherever I am signed in.
 */
export const markChatMessagesRead: Command = async ({ hub, connection, message }) => {
  const peerId = requireId(message, 'formUserId');
  await markChatRead(hub.db, connection.userId, peerId);
  hub.sendToUser(connection.userId, { method: 'readMessage', formUserId: peerId });
};

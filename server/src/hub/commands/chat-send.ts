import { missing, refuse, reject } from '../../i18n/localized-error';
import { newId } from '../../lib/ids';
import { decodeContent, encodeContent, isChatContentType } from '../chat/chat-content';
import { nextSendTime, storeChatMessage } from '../chat/chat-messages';
import { findChatProfiles } from '../chat/chat-users';
import { requireId, type Command } from './command';

/**
 * `SendMessage { toUserId, messageType, messageContent }`: stores the message, then `receiveMessage` to every socket
 * of the receiver and `sendMessage` to every socket of the sender (so their other consoles show it too).
 */
export const sendChatMessage: Command = async ({ hub, connection, message }) => {
  const fromUserId = connection.userId;
  const toUserId = requireId(message, 'toUserId');
  if (toUserId === fromUserId) throw refuse('chat.self');
  const messageType = message.messageType ?? 'text';
  if (!isChatContentType(messageType)) throw reject('chat.message-type');
  const encoded = encodeContent(messageType, message.messageContent);
  if (!encoded.ok) throw reject(encoded.key, encoded.params);
  const profiles = await findChatProfiles(hub.db, [fromUserId, toUserId]);
  const sender = profiles.get(fromUserId);
  const receiver = profiles.get(toUserId);
  if (!receiver) throw missing('chat.no-receiver');
  if (!sender) throw refuse('chat.sender-cannot');

  const id = newId();
  const sendTime = nextSendTime();
  await storeChatMessage(hub.db, { id, fromUserId, toUserId, content: encoded.content, contentType: messageType, sendTime });
  const body = decodeContent(messageType, encoded.content);
  hub.sendToUser(toUserId, {
    method: 'receiveMessage',
    id,
    formUserId: fromUserId,
    realName: sender.realName,
    account: sender.account,
    headIcon: sender.headIcon,
    messageType,
    formMessage: body,
    dateTime: sendTime,
    latestDate: sendTime,
  });
  hub.sendToUser(fromUserId, {
    method: 'sendMessage',
    id,
    UserId: fromUserId,
    toUserId,
    toAccount: receiver.account,
    toRealName: receiver.realName,
    toHeadIcon: receiver.headIcon,
    messageType,
    toMessage: body,
    dateTime: sendTime,
    latestDate: sendTime,
  });
};

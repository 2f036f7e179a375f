import { messageIn, missing, refuse, reject } from '../../i18n/localized-error';
import { AppError, CODE } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { CLIENT_MSG_ID_PATTERN } from '../../wire/hub';
import { decodeContent, encodeContent, isChatContentType } from '../chat/chat-content';
import { nextSendTime, storeChatMessage } from '../chat/chat-messages';
import { findChatProfiles } from '../chat/chat-users';
import { sentMessagesOf, type SendEcho } from '../chat/sent-messages';
import type { Hub } from '../hub';
import { requireId, type Command } from './command';

/** The SendMessage's clientMsgId, undefined when it has none; refused when it is not an id. */
function clientMsgIdOf(message: Record<string, unknown>): string | undefined {
  const value = message.clientMsgId;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !CLIENT_MSG_ID_PATTERN.test(value)) throw reject('chat.client-msg-id');
  return value;
}

/** Stores the message, sends `receiveMessage` to the receiver's sockets and returns the sender's echo. */
async function deliver(hub: Hub, fromUserId: string, message: Record<string, unknown>, clientMsgId?: string): Promise<SendEcho> {
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
  return {
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
    ...(clientMsgId === undefined ? {} : { clientMsgId }),
  };
}

/**
 * `SendMessage { toUserId, messageType, messageContent, clientMsgId? }`: stores the message, then `receiveMessage` to
 * every socket of the receiver and `sendMessage` to every socket of the sender (so their other consoles show it too).
 * A resend with a clientMsgId already stored is not stored again: only the sending socket gets the echo once more.
 * A refusal names the clientMsgId, so the console marks that message failed.
 */
export const sendChatMessage: Command = async ({ hub, connection, message }) => {
  const fromUserId = connection.userId;
  const clientMsgId = clientMsgIdOf(message);
  if (clientMsgId === undefined) {
    hub.sendToUser(fromUserId, await deliver(hub, fromUserId, message));
    return;
  }
  const sent = sentMessagesOf(hub);
  const earlier = sent.find(fromUserId, clientMsgId);
  if (earlier) {
    try {
      connection.send(await earlier);
      return;
    } catch {
      // The first try was refused or failed: this one runs again below.
    }
  }
  const delivery = deliver(hub, fromUserId, message, clientMsgId);
  sent.remember(fromUserId, clientMsgId, delivery);
  try {
    hub.sendToUser(fromUserId, await delivery);
  } catch (error) {
    if (!(error instanceof AppError)) {
      hub.log.error({ err: error }, 'hub: SendMessage failed');
      connection.send({
        method: 'error',
        code: CODE.SERVER,
        msg: connection.say({ code: CODE.SERVER, key: 'request.internal' }),
        for: 'SendMessage',
        clientMsgId,
      });
      return;
    }
    connection.send({ method: 'error', code: error.code, msg: messageIn(connection.language, error), for: 'SendMessage', clientMsgId });
  }
};

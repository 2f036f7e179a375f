import type { RawData } from 'ws';
import { stripBearer, verifySession } from '../auth/sessions';
import { messageIn } from '../i18n/localized-error';
import { AppError, CODE } from '../lib/envelope';
import { listChatMessages, markChatMessagesRead } from './commands/chat-history';
import { sendChatMessage } from './commands/chat-send';
import type { Command } from './commands/command';
import { onConnection, ping } from './commands/on-connection';
import { subscribe, unsubscribe } from './commands/subscribe';
import type { HubConnection } from './connection';
import { errorMessage } from './frames';
import type { Hub } from './hub';

const COMMANDS: Record<string, Command> = {
  OnConnection: onConnection,
  SendMessage: sendChatMessage,
  MessageList: listChatMessages,
  UpdateReadMessage: markChatMessagesRead,
  Subscribe: subscribe,
  Unsubscribe: unsubscribe,
  ping,
};

/** A client frame as JSON, or undefined when it is not JSON. */
export function decodeClientFrame(data: RawData): unknown {
  const bytes = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
  const text = bytes.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Queues one client frame; commands of a socket run strictly in arrival order. */
export function dispatchClientFrame(hub: Hub, connection: HubConnection, data: RawData): void {
  connection.alive = true;
  const message = decodeClientFrame(data);
  connection.enqueue(() => runCommand(hub, connection, message));
}

async function runCommand(hub: Hub, connection: HubConnection, message: unknown): Promise<void> {
  if (!connection.open) return;
  if (
    typeof message !== 'object' ||
    message === null ||
    Array.isArray(message) ||
    typeof (message as { method?: unknown }).method !== 'string'
  ) {
    connection.sendError({ code: CODE.BAD_REQUEST, key: 'hub.not-a-command' });
    return;
  }
  const fields = message as Record<string, unknown>;
  const method = fields.method as string;
  // Every message is re-checked (contract section 4); a message without a token uses the one the socket opened with.
  const token = typeof fields.token === 'string' && fields.token !== '' ? fields.token : connection.token;
  const check = await verifySession(hub.db, token, hub.options.session);
  if (!connection.open) return;
  if (!check.ok) {
    if (stripBearer(token) === stripBearer(connection.token)) connection.endSession(check);
    else connection.reject(check);
    return;
  }
  if (check.session.sessionId !== connection.sessionId) {
    connection.reject({ code: CODE.TOKEN_INVALID, key: 'hub.other-session' });
    return;
  }
  const command = Object.hasOwn(COMMANDS, method) ? COMMANDS[method] : undefined;
  if (!command) {
    const named = method.slice(0, 50);
    connection.sendError({ code: CODE.BAD_REQUEST, key: 'hub.unknown-method', params: { method: named } }, named);
    return;
  }
  try {
    await command({ hub, connection, message: fields });
  } catch (error) {
    if (error instanceof AppError) {
      connection.send(errorMessage(error.code, messageIn(connection.language, error), method));
      return;
    }
    hub.log.error({ err: error, method }, 'hub: command failed');
    connection.sendError({ code: CODE.SERVER, key: 'request.internal' }, method);
  }
}

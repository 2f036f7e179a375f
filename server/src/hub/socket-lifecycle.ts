import type { RawData, WebSocket } from 'ws';
import { verifySession } from '../auth/sessions';
import type { ServerLanguage } from '../i18n/languages';
import { translate } from '../i18n/server-i18n';
import { HubConnection } from './connection';
import { closeSocketMessage } from './frames';
import type { Hub } from './hub';
import { decodeClientFrame, dispatchClientFrame } from './message-dispatch';
import { loadProjectScope } from './project-scope';
import { tokenFromFirstFrame } from './socket-token';

/** A socket that opened without a token has this long to send its first frame (which carries it) before it is closed. */
export const FIRST_FRAME_TIMEOUT_MS = 10_000;

/**
 * The token of a socket that opened without one: it must be in the first frame. Resolves undefined when the first
 * frame carries none, the socket closes, or nothing arrives in time.
 */
function awaitFirstFrameToken(ws: WebSocket, early: RawData[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    const done = (token: string | undefined) => {
      clearTimeout(timer);
      ws.off('message', onMessage);
      ws.off('close', onClose);
      resolve(token);
    };
    const onMessage = (data: RawData) => {
      early.push(data);
      done(tokenFromFirstFrame(decodeClientFrame(data)));
    };
    const onClose = () => done(undefined);
    const timer = setTimeout(() => done(undefined), FIRST_FRAME_TIMEOUT_MS);
    ws.on('message', onMessage);
    ws.on('close', onClose);
  });
}

/**
 * Takes a freshly upgraded socket: checks the token (from the `Sec-WebSocket-Protocol` header or the spec's path; when
 * neither has one, from the first frame), then registers it and wires its events. A bad or missing token gets
 * `closeSocket` and a close (4000 + the session code). Frames that arrive while the check runs are held and handled
 * in order afterwards, so an OnConnection sent on open is never lost. Every message the socket reads is in `language`,
 * the upgrade request's (its frames carry no Accept-Language of their own).
 */
export async function acceptSocket(hub: Hub, ws: WebSocket, offeredToken: string | undefined, language: ServerLanguage): Promise<void> {
  const early: RawData[] = [];
  const token = offeredToken ?? (await awaitFirstFrameToken(ws, early));
  const hold = (data: RawData) => {
    if (early.push(data) > hub.options.maxQueuedMessages) ws.terminate();
  };
  ws.on('message', hold);
  const check = await verifySession(hub.db, token, hub.options.session);
  if (!check.ok) {
    ws.off('message', hold);
    if (ws.readyState === ws.OPEN) {
      ws.send(JSON.stringify(closeSocketMessage(check.code, translate(language, check.key))));
      ws.close(4000 + check.code, 'closeSocket');
    }
    return;
  }
  const connection = new HubConnection(ws, check.session, hub.options, hub.log, language);
  connection.scope = await loadProjectScope(hub.db, connection.userId);
  ws.off('message', hold);
  if (ws.readyState !== ws.OPEN) return;

  hub.join(connection);
  ws.on('message', (data) => dispatchClientFrame(hub, connection, data));
  ws.on('pong', () => {
    connection.alive = true;
  });
  ws.on('close', () => hub.leave(connection));
  for (const data of early) dispatchClientFrame(hub, connection, data);
}

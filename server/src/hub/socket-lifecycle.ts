import type { RawData, WebSocket } from 'ws';
import { verifySession } from '../auth/sessions';
import { HubConnection } from './connection';
import { closeSocketMessage } from './frames';
import type { Hub } from './hub';
import { dispatchClientFrame } from './message-dispatch';
import { loadProjectScope } from './project-scope';

/**
 * Takes a freshly upgraded socket: checks the token from the path, then registers it and wires its events.
 * A bad token gets `closeSocket` and a close (4000 + the session code). Frames that arrive while the check runs
 * are held and handled in order afterwards, so an OnConnection sent on open is never lost.
 */
export async function acceptSocket(hub: Hub, ws: WebSocket, token: string | undefined): Promise<void> {
  const early: RawData[] = [];
  const hold = (data: RawData) => {
    if (early.push(data) > hub.options.maxQueuedMessages) ws.terminate();
  };
  ws.on('message', hold);
  const check = await verifySession(hub.db, token, hub.options.sessionIdleMs);
  if (!check.ok) {
    ws.off('message', hold);
    if (ws.readyState === ws.OPEN) {
      ws.send(JSON.stringify(closeSocketMessage(check.code, check.msg)));
      ws.close(4000 + check.code, 'closeSocket');
    }
    return;
  }
  const connection = new HubConnection(ws, check.session, hub.options, hub.log);
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

import type { AddressInfo } from 'node:net';
import type { WebSocket } from 'ws';
import { WebSocketServer } from 'ws';
import { SOCKET_PROTOCOL } from '../../../server/src/wire/hub';

export interface ServerConnection {
  socket: WebSocket;
  path: string;
  /** The `Sec-WebSocket-Protocol` entries the client offered. */
  protocols: string[];
  received: Array<Record<string, unknown>>;
  closed: Promise<void>;
}

/**
 * A real `ws` server on port 0 that plays the Sluice hub: the test decides what to send on each connection
 * through `onMessage`.
 */
export async function startTopicServer(onMessage: (connection: ServerConnection, message: Record<string, unknown>) => void) {
  // Like the hub, select the protocol name and never echo the token entry (a client that offered protocols refuses a
  // handshake that selects none).
  const server = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    handleProtocols: (protocols) => (protocols.has(SOCKET_PROTOCOL) ? SOCKET_PROTOCOL : false),
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const connections: ServerConnection[] = [];
  const waiters: Array<() => void> = [];
  server.on('connection', (socket, request) => {
    const connection: ServerConnection = {
      socket,
      path: request.url ?? '',
      protocols: (request.headers['sec-websocket-protocol'] ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
      received: [],
      closed: new Promise<void>((resolve) => socket.once('close', () => resolve())),
    };
    connections.push(connection);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      connection.received.push(message);
      onMessage(connection, message);
      waiters.splice(0).forEach((wake) => wake());
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    connections,
    server,
    /** Resolves once `predicate` holds, re-checked after every client message. */
    async until(predicate: () => boolean): Promise<void> {
      while (!predicate()) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}

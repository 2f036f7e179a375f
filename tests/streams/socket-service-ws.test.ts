import { afterEach, describe, expect, it } from 'vitest';
import { filter, firstValueFrom, map, take, toArray } from 'rxjs';
import { createSocketService } from '../../streams/socket/socket-service';
import type { SocketService } from '../../streams/socket/socket-service';
import { SOCKET_PATH, SOCKET_PROTOCOL, tokenProtocol } from '../../server/src/wire/hub';
import { NodeWebSocket } from './support/node-websocket';
import { startTopicServer } from './support/topic-server';
import type { ServerConnection } from './support/topic-server';
import { topicEvent } from './support/fake-websocket';

const TOKEN = 'bearer tok/en+1';

describe('socket service against a real ws server', () => {
  let service: SocketService | null = null;
  let stopServer: (() => Promise<void>) | null = null;

  afterEach(async () => {
    service?.close();
    await stopServer?.();
  });

  it('resumes from the last seq after the server drops it, without duplicating replayed events', async () => {
    const send = (connection: ServerConnection, from: number, to: number) => {
      for (let seq = from; seq <= to; seq += 1) connection.socket.send(JSON.stringify(topicEvent('alarms', seq)));
    };
    const server = await startTopicServer((connection, message) => {
      if (message.method !== 'Subscribe') return;
      const since = (message.since as Record<string, number> | undefined)?.alarms;
      const position = { method: 'event', topic: 'alarms', seq: since ?? 0, type: 'subscribed', payload: {}, ts: 0 };
      connection.socket.send(JSON.stringify(position));
      if (since === undefined) {
        // First connection: three events, then the link dies.
        send(connection, 1, 3);
        connection.socket.terminate();
      } else {
        // The hub replays generously (from before `since`); the client must drop what it already has.
        send(connection, since - 1, 6);
      }
    });
    stopServer = server.close;
    service = createSocketService({
      url: `${server.url}${SOCKET_PATH}`,
      token: TOKEN,
      WebSocketImpl: NodeWebSocket,
      reconnect: { minDelayMs: 10, maxDelayMs: 50 },
    });

    const seqs = await firstValueFrom(
      service.topic$('alarms').pipe(
        filter((m) => m.kind === 'event'),
        map((m) => (m.kind === 'event' ? m.seq : -1)),
        take(6),
        toArray(),
      ),
    );

    expect(seqs).toEqual([1, 2, 3, 4, 5, 6]);
    expect(server.connections).toHaveLength(2);
    const [first, second] = server.connections;
    // The token is in the handshake's protocol header, never in the address.
    expect(first?.path).toBe(SOCKET_PATH);
    expect(first?.protocols).toEqual([SOCKET_PROTOCOL, tokenProtocol(TOKEN)]);
    expect(first?.socket.protocol).toBe(SOCKET_PROTOCOL);
    expect(second?.protocols).toEqual([SOCKET_PROTOCOL, tokenProtocol(TOKEN)]);
    expect(first?.received.map((m) => m.method)).toEqual(['OnConnection', 'Subscribe']);
    expect(second?.received.find((m) => m.method === 'Subscribe')).toEqual({
      method: 'Subscribe',
      topics: ['alarms'],
      since: { alarms: 3 },
      token: TOKEN,
    });
    expect(second?.received.every((m) => m.token === TOKEN)).toBe(true);
  });

  it('close() closes the connection on the server side and does not come back', async () => {
    const server = await startTopicServer(() => undefined);
    stopServer = server.close;
    service = createSocketService({
      url: `${server.url}${SOCKET_PATH}`,
      token: TOKEN,
      WebSocketImpl: NodeWebSocket,
      reconnect: { minDelayMs: 10, maxDelayMs: 50 },
    });
    await firstValueFrom(service.state$.pipe(filter((s) => s === 'open')));
    await server.until(() => (server.connections[0]?.received.length ?? 0) > 0);
    const states: string[] = [];
    service.state$.subscribe((s) => states.push(s));

    service.close();
    await server.connections[0]?.closed;

    expect(states.at(-1)).toBe('closed');
    expect(server.server.clients.size).toBe(0);
    expect(server.connections).toHaveLength(1);
    expect(service.send('ping')).toBe(false);
  });
});

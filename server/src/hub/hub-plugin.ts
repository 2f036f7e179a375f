import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sessionLifetime } from '../auth/sessions';
import { refuse } from '../i18n/localized-error';
import { requestLanguage } from '../i18n/request-language';
import { SOCKET_PATH } from '../wire/hub';
import { connectBusFeeds } from './bus-feeds';
import { DEFAULT_HUB_LIMITS, Hub } from './hub';
import { pingSockets, sweepHub } from './session-sweep';
import { acceptSocket } from './socket-lifecycle';
import { selectSocketProtocol, tokenFromProtocolHeader } from './socket-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** The websocket hub: publish to topics, reach a user's sockets, end a revoked session's sockets. */
    hub: Hub;
  }
}

/** The spec's form, the token in the path; kept for compatible clients (the console sends it in a header instead). */
export const HUB_PATH = `${SOCKET_PATH}/:token`;
const SWEEP_INTERVAL_MS = 10_000;
const PING_INTERVAL_MS = 30_000;
// Client commands are small JSON; chat text is capped at 5,000 characters well inside this.
const MAX_CLIENT_FRAME_BYTES = 64 * 1024;
/** "Service restart": the console reconnects and resumes its topics from their last seq. */
const CLOSE_SERVICE_RESTART = 1012;

/**
 * The websocket hub (contract section 4) at SOCKET_PATH: chat, presence and the live topics fed from `app.bus`.
 * The token comes in a `Sec-WebSocket-Protocol` entry, in the first frame, or (the spec's form) in the path.
 * Decorates `app.hub`. Register after the auth plugin and before the routes.
 */
export const hubPlugin = fp(
  async (app: FastifyInstance) => {
    const hub = new Hub(app.db, app.log, { ...DEFAULT_HUB_LIMITS, bootTime: Date.now(), session: sessionLifetime(app.config) });
    app.decorate('hub', hub);

    // Before @fastify/websocket's own preClose, so clients see why the socket closed.
    app.addHook('preClose', async () => {
      for (const connection of hub.connections.all()) connection.close(CLOSE_SERVICE_RESTART, 'server restarting');
    });
    await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES, handleProtocols: selectSocketProtocol } });

    for (const url of [SOCKET_PATH, HUB_PATH]) {
      app.route({
        method: 'GET',
        url,
        handler: async () => {
          throw refuse('hub.websocket-only');
        },
        wsHandler: (socket, request) => {
          const { token: pathToken } = request.params as { token?: string };
          const token = tokenFromProtocolHeader(request.headers) ?? (pathToken === '' ? undefined : pathToken);
          acceptSocket(hub, socket, token, requestLanguage(request)).catch((error: unknown) => {
            app.log.error({ err: error }, 'hub: could not accept a websocket');
            socket.terminate();
          });
        },
      });
    }

    const disconnectFeeds = connectBusFeeds(app.bus, hub);
    let sweeping = false;
    const sweepTimer = setInterval(() => {
      if (sweeping) return;
      sweeping = true;
      sweepHub(hub)
        .catch((error: unknown) => app.log.error({ err: error }, 'hub: sweep failed'))
        .finally(() => {
          sweeping = false;
        });
    }, SWEEP_INTERVAL_MS);
    const pingTimer = setInterval(() => pingSockets(hub), PING_INTERVAL_MS);
    sweepTimer.unref();
    pingTimer.unref();

    app.addHook('onClose', async () => {
      clearInterval(sweepTimer);
      clearInterval(pingTimer);
      disconnectFeeds();
    });
  },
  { name: 'sluice-hub' },
);

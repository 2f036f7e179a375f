import type { SchedulerLike } from 'rxjs';
import { Observable, of, shareReplay, switchMap } from 'rxjs';
import { SOCKET_PATH } from '../server/src/wire/hub';
import type { LiveStreamsDeps, LiveTiming, OnConnectionInfo } from './live-options';
import type { SocketService } from './socket/socket-service';
import { createSocketService } from './socket/socket-service';
import { resolveSocketUrl } from './socket/socket-url';
import type { MonitoringFeed } from './sources/monitoring-feed';
import { createMonitoringFeed } from './sources/monitoring-feed';
import { createMonitoringSnapshotFetcher } from './sources/monitoring-snapshot';

/** What exists only while signed in: the socket and the monitoring feed riding on it. */
export interface LiveSession {
  socket: SocketService;
  feed: MonitoringFeed;
}

function resolveUrl(socketUrl: LiveStreamsDeps['socketUrl']): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return resolveSocketUrl(socketUrl ?? SOCKET_PATH, origin);
}

function connectionOf(deps: LiveStreamsDeps): OnConnectionInfo | undefined {
  return typeof deps.connection === 'function' ? deps.connection() : deps.connection;
}

/**
 * One LiveSession per token: opened on sign-in, closed on sign-out or token change, shared by every
 * source and torn down when the last one leaves. This is the one place a token opens or closes a socket.
 */
export function liveSession$(
  deps: LiveStreamsDeps,
  session$: Observable<string | null>,
  timing: LiveTiming,
  scheduler: SchedulerLike,
): Observable<LiveSession | null> {
  const fetchSnapshot = deps.fetchMonitoringSnapshot ?? createMonitoringSnapshotFetcher(deps.http);
  return session$.pipe(
    switchMap((token) =>
      token
        ? new Observable<LiveSession>((subscriber) => {
            const connection = connectionOf(deps);
            const socket = createSocketService({
              url: resolveUrl(deps.socketUrl),
              token,
              WebSocketImpl: deps.WebSocketImpl,
              scheduler,
              heartbeatMs: timing.heartbeatMs,
              idleTimeoutMs: timing.idleTimeoutMs,
              graceMs: timing.graceMs,
              reconnect: timing.reconnect,
              ...(connection ? { connection } : {}),
            });
            const feed = createMonitoringFeed({ socket, fetchSnapshot, now: deps.now, scheduler, graceMs: timing.graceMs });
            subscriber.next({ socket, feed });
            return () => {
              feed.dispose();
              socket.close();
            };
          })
        : of(null),
    ),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

import { BehaviorSubject, distinctUntilChanged, map, Observable, of, shareReplay, switchMap } from 'rxjs';
import { createLiveStreams, type LiveStreams } from '../../../streams/create-live-streams';
import type { LiveStreamsDeps } from '../../../streams/live-options';
import type { WebSocketConstructor } from '../../../streams/socket/socket-types';
import { createTicker, type DisposableTicker } from '../../../workers/ticker';
import { http } from '../../lib/api-client';
import { sessionStore } from '../../lib/session-store';
import { pageVisible$ } from './page-visible';
import { socketAddress } from './socket-address';
import type { VisibleProject } from './visible-projects';

/** What the runtime needs from its surroundings; the console passes the browser's, tests pass fakes. */
export interface LiveRuntimeOptions {
  token$: Observable<string | null>;
  /** The projects the user can see: a non-administrator follows `alarms/<projectId>` of each. */
  projects$: Observable<readonly VisibleProject[]>;
  /** The project chosen in the top bar (the monitoring feed follows it). */
  projectId$?: Observable<string | null>;
  WebSocketImpl?: WebSocketConstructor;
  createTicker?: () => DisposableTicker;
  now?: () => number;
  visible$?: Observable<boolean>;
}

/**
 * Reconnect soon after a drop (an alarm console must not sit deaf for long) but spread the reconnects of many
 * consoles over a few seconds so a restarted server is not hit by all of them in the same instant.
 */
function reconnectTiming(): LiveStreamsDeps['timing'] {
  return { reconnect: { minDelayMs: 500 + Math.round(Math.random() * 1_500), maxDelayMs: 10_000, growFactor: 1.5 } };
}

function buildDeps(token: string, options: LiveRuntimeOptions, ticker: DisposableTicker): LiveStreamsDeps {
  const systemId = sessionStore.get().userInfo?.systemId ?? '';
  return {
    WebSocketImpl: options.WebSocketImpl ?? window.WebSocket,
    socketUrl: socketAddress,
    // A background poll must not toast every 30 s while the network is down: the stale banner says it instead.
    http: (path, params, { signal }) => http.get<unknown>(path, params, { noTip: true, signal }),
    ticker,
    // One runtime per token: this session never changes; a new sign-in builds a new runtime.
    session$: new BehaviorSubject<string | null>(token),
    now: options.now ?? Date.now,
    projectId$: options.projectId$ ?? of(null),
    projectIds$: options.projects$.pipe(
      map((projects) => projects.map((project) => project.id)),
      distinctUntilChanged((a, b) => a.length === b.length && a.every((id, index) => id === b[index])),
    ),
    visible$: options.visible$ ?? pageVisible$(),
    connection: { mobileDevice: false, systemId },
    timing: reconnectTiming(),
  };
}

/**
 * The live streams of the signed-in session: created from real dependencies when a token appears, disposed
 * (socket closed, poll and ticker stopped) when it goes or changes. Shared: every reader gets the same one.
 */
export function createLiveRuntime(options: LiveRuntimeOptions): Observable<LiveStreams | null> {
  return options.token$.pipe(
    distinctUntilChanged(),
    switchMap((token) =>
      token
        ? new Observable<LiveStreams>((subscriber) => {
            const ticker = (options.createTicker ?? createTicker)();
            const live = createLiveStreams(buildDeps(token, options, ticker));
            subscriber.next(live);
            return () => {
              live.dispose();
              ticker.dispose();
            };
          })
        : of(null),
    ),
    shareReplay({ bufferSize: 1, refCount: false }),
  );
}

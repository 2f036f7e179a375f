import { defer, distinctUntilChanged, finalize, map, merge, NEVER, of, shareReplay, type Observable } from 'rxjs';
import { SOCKET_PATH } from '../../../server/src/wire/hub';
import { createLiveStreams, type LiveStreams } from '../../../streams/create-live-streams';
import type { LiveStreamsDeps } from '../../../streams/live-options';
import { resolveSocketUrl } from '../../../streams/socket/socket-url';
import type { WebSocketConstructor } from '../../../streams/socket/socket-types';
import { createTicker, type DisposableTicker } from '../../../workers/ticker';
import { APP_CONFIG } from '../../config/app-config';
import { http } from '../api-client';
import { sessionStore } from '../session-store';
import { pageVisible$ } from './page-visible';
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
  /** The page's origin, which a relative API base resolves against (window.location.origin). */
  origin?: string;
}

/**
 * The hub's address: under the API base when it names another host, otherwise on the page's own host, with ws: or
 * wss: following the page (an https console must use wss). The token is not part of it.
 */
export function consoleSocketUrl(origin: string = window.location.origin): string {
  return resolveSocketUrl(`${APP_CONFIG.apiBaseUrl.replace(/\/+$/, '')}${SOCKET_PATH}`, origin);
}

/**
 * Reconnect soon after a drop (an alarm console must not sit deaf for long) but spread the reconnects of many
 * consoles over a few seconds so a restarted server is not hit by all of them in the same instant.
 */
function reconnectTiming(): LiveStreamsDeps['timing'] {
  return { reconnect: { minDelayMs: 500 + Math.round(Math.random() * 1_500), maxDelayMs: 10_000, growFactor: 1.5 } };
}

function buildDeps(options: LiveRuntimeOptions, ticker: DisposableTicker): LiveStreamsDeps {
  return {
    WebSocketImpl: options.WebSocketImpl ?? window.WebSocket,
    socketUrl: consoleSocketUrl(options.origin),
    // A background poll must not toast every 30 s while the network is down: the stale banner says it instead.
    http: (path, params, { signal }) => http.get<unknown>(path, params, { noTip: true, signal }),
    ticker,
    // streams/ follows the token itself: a socket per signed-in token, closed on sign-out, stores reset in between.
    session$: options.token$,
    now: options.now ?? Date.now,
    projectId$: options.projectId$ ?? of(null),
    projectIds$: options.projects$.pipe(
      map((projects) => projects.map((project) => project.id)),
      distinctUntilChanged((a, b) => a.length === b.length && a.every((id, index) => id === b[index])),
    ),
    visible$: options.visible$ ?? pageVisible$(),
    // Read when each session's socket opens: the system belongs to whoever signed in.
    connection: () => ({ mobileDevice: false, systemId: sessionStore.get().userInfo?.systemId ?? '' }),
    timing: reconnectTiming(),
  };
}

/**
 * The console's live streams, built once on first use and kept for the page's life: streams/ opens the socket when
 * a token appears and closes it when it goes or changes. Emits them while signed in and null while signed out, so
 * screens never read a previous user's state. Shared: every reader gets the same one.
 */
export function createLiveRuntime(options: LiveRuntimeOptions): Observable<LiveStreams | null> {
  return defer(() => {
    const ticker = (options.createTicker ?? createTicker)();
    const live = createLiveStreams(buildDeps(options, ticker));
    const signedIn$ = options.token$.pipe(
      map((token) => (token ? live : null)),
      distinctUntilChanged(),
    );
    return merge(signedIn$, NEVER).pipe(
      finalize(() => {
        live.dispose();
        ticker.dispose();
      }),
    );
  }).pipe(shareReplay({ bufferSize: 1, refCount: false }));
}

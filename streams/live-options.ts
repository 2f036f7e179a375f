import type { Observable, SchedulerLike } from 'rxjs';
import type { ClientFrameBody } from '../server/src/wire/hub-frames';
import type { HttpGet } from './protocol/http';
import type { ReconnectOptions } from './socket/socket-service';
import type { WebSocketConstructor } from './socket/socket-types';
import type { MonitoringSnapshotFetcher } from './sources/monitoring-snapshot';
import type { Ticker } from './sources/ticker-types';

/** Periods and delays; the defaults are the seed values (spec 000 section 9) and the contract's heartbeat. */
export interface LiveTiming {
  /** Alarm and sound-light poll (30 s); staleness is twice this. */
  pollPeriodMs: number;
  /** Clock refresh (10 s). */
  clockPeriodMs: number;
  /** How long a live channel outlives its last subscriber. */
  graceMs: number;
  /** Socket ping period (20 s) and the silence that forces a reconnect (45 s). */
  heartbeatMs: number;
  idleTimeoutMs: number;
  /** At most one `connection/activity` event per this period. */
  activityThrottleMs: number;
  reconnect: ReconnectOptions;
}

export const DEFAULT_TIMING: LiveTiming = {
  pollPeriodMs: 30_000,
  clockPeriodMs: 10_000,
  graceMs: 5_000,
  heartbeatMs: 20_000,
  idleTimeoutMs: 45_000,
  activityThrottleMs: 1_000,
  reconnect: {},
};

/** What OnConnection tells the hub about this console. */
export type OnConnectionInfo = ClientFrameBody<'OnConnection'>;

/** Everything environmental, injected: the console passes the real ones, tests pass fakes. */
export interface LiveStreamsDeps {
  WebSocketImpl: WebSocketConstructor;
  /**
   * The hub's address: a ws(s) URL, or a path resolved against the page (default SOCKET_PATH). The token never goes
   * into it: it travels as a subprotocol and in each frame.
   */
  socketUrl?: string;
  http: HttpGet;
  /** Drives the alarm poll; the console passes workers/ticker.ts. Stopped (not disposed) on dispose. */
  ticker: Ticker;
  /** The session token, null while signed out. */
  session$: Observable<string | null>;
  now: () => number;
  scheduler?: SchedulerLike;
  /** The selected project; the monitoring feed follows it. Without it there is no monitoring feed. */
  projectId$?: Observable<string | null>;
  /**
   * Every project the user can see. A non-administrator may not follow `alarms` (all projects) and follows
   * `alarms/<projectId>` of these instead; defaults to the selected project only.
   */
  projectIds$?: Observable<readonly string[]>;
  /** Page visibility; becoming visible polls at once. */
  visible$?: Observable<boolean>;
  /** Defaults to the point list plus `/api/monitoring/readings/latest`. */
  fetchMonitoringSnapshot?: MonitoringSnapshotFetcher;
  /** OnConnection body, or a function read when each session's socket opens (the system follows the user). */
  connection?: OnConnectionInfo | (() => OnConnectionInfo);
  timing?: Partial<LiveTiming>;
  /** The clientMsgId of each chat message sent (default: 128 random bits); tests pass a counter. */
  newId?: () => string;
}

import ReconnectingWebSocket from 'reconnecting-websocket';
import type { SchedulerLike } from 'rxjs';
import { asyncScheduler, BehaviorSubject, distinctUntilChanged, Observable, ReplaySubject, share, Subject, takeUntil } from 'rxjs';
import type { ClientFrameBody, ClientMethod } from '../../server/src/wire/hub-frames';
import { SESSION_CLOSE_CODES, socketProtocols } from '../../server/src/wire/hub';
import { graceReset } from '../lib/grace-reset';
import { Heartbeat } from './heartbeat';
import { parseServerMessage } from './parse-server-message';
import type { ServerMessage, SocketState, TopicMessage, WebSocketConstructor } from './socket-types';
import { TopicRegistry } from './topic-registry';

export const HEARTBEAT_MS = 20_000;
export const IDLE_TIMEOUT_MS = 45_000;
export const DEFAULT_GRACE_MS = 5_000;

// The hub closes with 4000 + the envelope code when it rejects a session: final even if the closeSocket before it was lost.
const AUTH_CLOSE_CODES = new Set(SESSION_CLOSE_CODES);

export interface ReconnectOptions {
  minDelayMs?: number;
  maxDelayMs?: number;
  growFactor?: number;
  connectionTimeoutMs?: number;
}

export interface SocketServiceOptions {
  /** The hub's address, with no token in it (see resolveSocketUrl). */
  url: string;
  /** Sent verbatim in every client message, and offered as a subprotocol so the hub knows the caller at the handshake. */
  token: string;
  WebSocketImpl: WebSocketConstructor;
  scheduler?: SchedulerLike;
  heartbeatMs?: number;
  idleTimeoutMs?: number;
  /** How long a topic stays subscribed after its last subscriber leaves. */
  graceMs?: number;
  /** Body of the OnConnection message sent on every open. */
  connection?: ClientFrameBody<'OnConnection'>;
  reconnect?: ReconnectOptions;
}

/** The console's one websocket (contract section 4): chat messages and Sluice's live topics. */
export interface SocketService {
  readonly state$: Observable<SocketState>;
  /** Every parsed server message, events included. Hot: subscribe before you need it. */
  readonly messages$: Observable<ServerMessage>;
  /** Sends `{method, token, ...body}` if open; false when it could not be sent (nothing is queued). */
  send<M extends ClientMethod>(method: M, body?: ClientFrameBody<M>): boolean;
  /** A topic's events in seq order plus its resync and error notices; ref-counted with a grace delay. */
  topic$(name: string): Observable<TopicMessage>;
  /** Closes for good; completes every stream. */
  close(): void;
}

/**
 * Wraps reconnecting-websocket. On every open it sends OnConnection and re-subscribes each active topic with
 * `since` = the last seq seen, so replayed events fill the gap and duplicates are dropped. `closeSocket` or
 * `logout` from the server ends reconnecting and reports `auth-failed`.
 */
export function createSocketService(options: SocketServiceOptions): SocketService {
  const scheduler = options.scheduler ?? asyncScheduler;
  const state = new BehaviorSubject<SocketState>('connecting');
  const messages = new Subject<ServerMessage>();
  const closed$ = new ReplaySubject<void>(1);
  const channels = new Map<string, Observable<TopicMessage>>();
  let finished = false;
  // Tracked apart from `state` so OnConnection and the re-subscribes go out before anyone hears 'open'.
  let isOpen = false;
  const reconnect = options.reconnect ?? {};
  // One service per token (live-session.ts builds a new one when the token changes), so every connection attempt of
  // this one offers the same protocols. The token never goes into the URL, which reaches proxy and server logs.
  const rws = new ReconnectingWebSocket(options.url, socketProtocols(options.token), {
    WebSocket: options.WebSocketImpl,
    // Nothing is queued while down: topics re-subscribe on open and chat must know a send failed.
    maxEnqueuedMessages: 0,
    ...(reconnect.minDelayMs === undefined ? {} : { minReconnectionDelay: reconnect.minDelayMs }),
    ...(reconnect.maxDelayMs === undefined ? {} : { maxReconnectionDelay: reconnect.maxDelayMs }),
    ...(reconnect.growFactor === undefined ? {} : { reconnectionDelayGrowFactor: reconnect.growFactor }),
    ...(reconnect.connectionTimeoutMs === undefined ? {} : { connectionTimeout: reconnect.connectionTimeoutMs }),
  });

  const send = <M extends ClientMethod>(method: M, body?: ClientFrameBody<M>): boolean => {
    if (finished || !isOpen) return false;
    rws.send(JSON.stringify({ ...body, method, token: options.token }));
    return true;
  };
  const registry = new TopicRegistry(send);
  const heartbeat = new Heartbeat({
    scheduler,
    pingEveryMs: options.heartbeatMs ?? HEARTBEAT_MS,
    idleTimeoutMs: options.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
    ping: () => send('ping'),
    onIdle: () => {
      isOpen = false;
      state.next('connecting');
      rws.reconnect(4000, 'heartbeat timeout');
    },
  });

  const finish = (final: 'closed' | 'auth-failed'): void => {
    if (finished) return;
    finished = true;
    isOpen = false;
    heartbeat.stop();
    rws.removeEventListener('open', onOpen);
    rws.removeEventListener('close', onClose);
    rws.removeEventListener('message', onMessage);
    rws.close(1000, final);
    state.next(final);
    closed$.next();
    closed$.complete();
    state.complete();
    messages.complete();
  };

  function onOpen(): void {
    isOpen = true;
    heartbeat.start();
    const connection = options.connection ?? { mobileDevice: false, systemId: '' };
    send('OnConnection', { ...connection });
    registry.resubscribeAll();
    state.next('open');
  }
  function onClose(event: { code?: number }): void {
    isOpen = false;
    heartbeat.stop();
    if (event.code !== undefined && AUTH_CLOSE_CODES.has(event.code)) finish('auth-failed');
    else if (!finished) state.next('connecting');
  }
  function onMessage(event: { data?: unknown }): void {
    heartbeat.received();
    const message = parseServerMessage(event.data);
    if (!message) return;
    if (message.method === 'closeSocket' || message.method === 'logout') {
      messages.next(message);
      finish('auth-failed');
      return;
    }
    registry.route(message);
    messages.next(message);
  }
  rws.addEventListener('open', onOpen);
  rws.addEventListener('close', onClose);
  rws.addEventListener('message', onMessage);

  function createTopicChannel(name: string): Observable<TopicMessage> {
    return new Observable<TopicMessage>((subscriber) => registry.add(name, (message) => subscriber.next(message))).pipe(
      takeUntil(closed$),
      // A plain Subject, not a replay: a topic is a stream of deltas, and replaying one to a late
      // subscriber would hand it a change without the state it applies to.
      share({
        connector: () => new Subject<TopicMessage>(),
        resetOnRefCountZero: graceReset(options.graceMs ?? DEFAULT_GRACE_MS, scheduler, () => finished),
      }),
    );
  }
  const topic$ = (name: string): Observable<TopicMessage> => {
    let channel = channels.get(name);
    if (!channel) {
      channel = createTopicChannel(name);
      channels.set(name, channel);
    }
    return channel;
  };

  return {
    state$: state.pipe(distinctUntilChanged()),
    messages$: messages.asObservable(),
    send,
    topic$,
    close: () => finish('closed'),
  };
}

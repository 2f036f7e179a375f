import { asyncScheduler, distinctUntilChanged, EMPTY, map, NEVER, of, ReplaySubject, shareReplay, switchMap, takeUntil } from 'rxjs';
import type { Observable } from 'rxjs';
import type { EventBus } from './bus/event-bus';
import type { ChatService } from './chat/chat-service';
import { createChatService, randomClientMsgId } from './chat/chat-service';
import type { ChatState } from './chat/chat-store';
import { createChatStore } from './chat/chat-store';
import { createEventBus } from './bus/event-bus';
import type { LiveStreamsDeps } from './live-options';
import { DEFAULT_TIMING } from './live-options';
import { liveSession$ } from './live-session';
import { createLiveSources, pollTriggers$ } from './live-sources';
import { createLiveTopics } from './live-topics';
import type { SocketService } from './socket/socket-service';
import { createAlarmPoll } from './sources/alarm-poll';
import { createClock } from './sources/clock';
import type { MonitoringFrame } from './sources/monitoring-frame';
import { createPointFollows } from './sources/point-follows';
import type { AlarmState } from './stores/alarm-store';
import { createAlarmStore } from './stores/alarm-store';
import type { ConnectionState } from './stores/connection-store';
import type { MessageCountsState } from './stores/message-counts-store';
import { createMessageCountsStore } from './stores/message-counts-store';
import { createConnectionStore } from './stores/connection-store';
import type { Store } from './stores/create-store';
import type { ReadingsState } from './stores/readings-store';
import { createReadingsStore } from './stores/readings-store';
import type { SoundLightStoreState } from './stores/sound-light-store';
import { createSoundLightStore } from './stores/sound-light-store';

export interface LiveStores {
  alarms: Store<AlarmState>;
  readings: Store<ReadingsState>;
  soundLight: Store<SoundLightStoreState>;
  connection: Store<ConnectionState>;
  chat: Store<ChatState>;
  messageCounts: Store<MessageCountsState>;
}

export interface LiveStreams {
  bus: EventBus;
  stores: LiveStores;
  /** The signed-in socket (chat sends and reads through it), null while signed out. */
  socket$: Observable<SocketService | null>;
  /** The duty chat's commands (send, open, page upward, retry); its state is `stores.chat`. */
  chat: ChatService;
  /** Clock ticks (epoch ms), now and then every 10 s boundary. */
  clock$: Observable<number>;
  /** Frames of any project's monitoring feed (charts of a project other than the selected one). */
  monitoringFrames$(projectId: string): Observable<MonitoringFrame>;
  /**
   * Follows one point's topic while subscribed (an open chart): every reading of each stored batch reaches the bus as
   * `monitoring/readings`, for a point of any project the user may read. Emits nothing.
   */
  followPoint(pointId: string): Observable<never>;
  /** Closes the socket, stops the poll and every timer, completes every stream. */
  dispose(): void;
}

/**
 * The composition root of streams/: builds the socket, poll, clock and monitoring sources from injected
 * dependencies, merges them into the bus and feeds the stores. The console calls it once at start-up.
 */
export function createLiveStreams(deps: LiveStreamsDeps): LiveStreams {
  const timing = { ...DEFAULT_TIMING, ...deps.timing };
  const scheduler = deps.scheduler ?? asyncScheduler;
  // Everything handed out completes on dispose, so a late subscriber cannot reopen a socket or a timer.
  const disposed$ = new ReplaySubject<void>(1);
  const session$ = deps.session$.pipe(takeUntil(disposed$), distinctUntilChanged(), shareReplay({ bufferSize: 1, refCount: true }));
  const live$ = liveSession$(deps, session$, timing, scheduler).pipe(takeUntil(disposed$));
  const projectId$ = deps.projectId$ ?? of(null);
  const projectIds$ = deps.projectIds$ ?? projectId$.pipe(map((id) => (id ? [id] : [])));
  const topics = createLiveTopics(live$, projectIds$);
  const follows = createPointFollows(live$, deps.now);
  const poll = createAlarmPoll({
    http: deps.http,
    ticker: deps.ticker,
    session$,
    now: deps.now,
    scheduler,
    periodMs: timing.pollPeriodMs,
    refresh$: pollTriggers$(live$, topics, deps.visible$ ?? NEVER),
  });
  const clock = createClock({ now: deps.now, scheduler, periodMs: timing.clockPeriodMs });
  const bus = createEventBus({
    sources: createLiveSources({
      session$,
      live$,
      topics,
      poll,
      clock,
      projectId$,
      pointEvents$: follows.events$,
      now: deps.now,
      scheduler,
      activityThrottleMs: timing.activityThrottleMs,
    }),
    staleAfterMs: 2 * timing.pollPeriodMs,
    now: deps.now,
    scheduler,
  });
  const stores: LiveStores = {
    alarms: createAlarmStore(bus.events$),
    readings: createReadingsStore(bus.events$),
    soundLight: createSoundLightStore(bus.events$),
    connection: createConnectionStore(bus.events$, 2 * timing.pollPeriodMs),
    chat: createChatStore(bus.events$),
    messageCounts: createMessageCountsStore(bus.events$),
  };
  const socket$ = live$.pipe(map((live) => live?.socket ?? null));
  const chat = createChatService({ socket$, bus, store: stores.chat, now: deps.now, scheduler, newId: deps.newId ?? randomClientMsgId });
  bus.connect();
  return {
    bus,
    stores,
    socket$,
    chat,
    clock$: clock.ticks$.pipe(takeUntil(disposed$)),
    monitoringFrames$: (projectId) => live$.pipe(switchMap((live) => (live ? live.feed.frames$(projectId) : EMPTY))),
    followPoint: (pointId) => follows.follow(pointId).pipe(takeUntil(disposed$)),
    dispose: () => {
      disposed$.next();
      disposed$.complete();
      chat.dispose();
      bus.dispose();
      for (const store of Object.values(stores)) store.dispose();
    },
  };
}

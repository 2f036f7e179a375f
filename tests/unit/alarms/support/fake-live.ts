import { asyncScheduler, BehaviorSubject, EMPTY, filter, NEVER, of, Subject } from 'rxjs';
import type { BusEvent, BusEventOf, BusEventType } from '../../../../streams/bus/bus-events';
import type { EventBus } from '../../../../streams/bus/event-bus';
import type { LiveStreams } from '../../../../streams/create-live-streams';
import type { AlarmDto } from '../../../../server/src/wire/alarm';
import type { SoundLightState } from '../../../../streams/protocol/sound-light';
import { createChatService } from '../../../../streams/chat/chat-service';
import { createChatStore } from '../../../../streams/chat/chat-store';
import { createAlarmStore } from '../../../../streams/stores/alarm-store';
import { createConnectionStore } from '../../../../streams/stores/connection-store';
import { createMessageCountsStore } from '../../../../streams/stores/message-counts-store';
import { createReadingsStore } from '../../../../streams/stores/readings-store';
import { createSoundLightStore } from '../../../../streams/stores/sound-light-store';
import type { LiveSources } from '../../../../src/lib/live/live-context';
import type { VisibleProject } from '../../../../src/lib/live/visible-projects';

export interface FakeLive {
  live: LiveStreams;
  sources: LiveSources;
  /** Puts an event on the bus, as the socket, the poll or the console would. */
  emit(event: BusEvent): void;
  push(alarm: AlarmDto, change?: BusEventOf<'alarm/changed'>['change']): void;
  soundLight(state: Partial<SoundLightState>): void;
}

/** Real stores on a hand-driven bus: what the console's components read, without a socket or a poll. */
export function createFakeLive(projects: VisibleProject[] = []): FakeLive {
  const events = new Subject<BusEvent>();
  const bus: EventBus = {
    events$: events.asObservable(),
    on: <T extends BusEventType>(type: T) => events.pipe(filter((event): event is BusEventOf<T> => event.type === type)),
    publish: (event) => events.next(event),
    connect: () => undefined,
    dispose: () => events.complete(),
  };
  const chatStore = createChatStore(events);
  let nextId = 0;
  const chat = createChatService({
    socket$: of(null),
    bus,
    store: chatStore,
    now: Date.now,
    scheduler: asyncScheduler,
    newId: () => `fake-${(nextId += 1)}`,
  });
  const live: LiveStreams = {
    bus,
    chat,
    stores: {
      alarms: createAlarmStore(events),
      readings: createReadingsStore(events),
      soundLight: createSoundLightStore(events),
      connection: createConnectionStore(events, 60_000),
      chat: chatStore,
      messageCounts: createMessageCountsStore(events),
    },
    socket$: of(null),
    clock$: EMPTY,
    monitoringFrames$: () => EMPTY,
    followPoint: () => NEVER,
    dispose: () => events.complete(),
  };

  const emit = (event: BusEvent) => events.next(event);
  emit({ type: 'session/changed', signedIn: true, at: 1 });
  return {
    live,
    sources: { live$: new BehaviorSubject<LiveStreams | null>(live), projects$: of(projects) },
    emit,
    push: (alarm, change = 'raised') => emit({ type: 'alarm/changed', change, alarm, at: Date.now() }),
    soundLight: (state) =>
      emit({
        type: 'sound-light/state',
        state: {
          globalWarnState: 0,
          globalWarnChannelState: 1,
          waterLevelWarnList: [],
          waterQualityWarnList: [],
          safetyWarnList: [],
          ...state,
        },
        at: Date.now(),
      }),
  };
}

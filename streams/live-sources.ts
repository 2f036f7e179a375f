import type { Observable, SchedulerLike } from 'rxjs';
import {
  combineLatest,
  distinctUntilChanged,
  EMPTY,
  filter,
  map,
  merge,
  mergeMap,
  of,
  pairwise,
  skip,
  startWith,
  switchMap,
  throttleTime,
} from 'rxjs';
import type { BusEvent } from './bus/bus-events';
import { alarmTopicToBus, frameToBus, pollResultToBus, soundLightTopicToBus } from './bus/to-bus-events';
import type { LiveSession } from './live-session';
import type { LiveTopics } from './live-topics';
import { chatFrameToEvents } from './protocol/chat';
import { messageFrameToEvents } from './protocol/message-counts';
import type { SocketState } from './socket/socket-types';
import type { AlarmPoll } from './sources/alarm-poll';
import type { Clock } from './sources/clock';

export interface LiveSourceInputs {
  session$: Observable<string | null>;
  live$: Observable<LiveSession | null>;
  topics: LiveTopics;
  poll: AlarmPoll;
  clock: Clock;
  projectId$: Observable<string | null>;
  /** Readings of the points open charts follow (sources/point-follows.ts). */
  pointEvents$: Observable<BusEvent>;
  now: () => number;
  scheduler: SchedulerLike;
  activityThrottleMs: number;
}

const onSocket = <T>(live$: Observable<LiveSession | null>, pick: (live: LiveSession) => Observable<T>) =>
  live$.pipe(switchMap((live) => (live ? pick(live) : EMPTY)));

/**
 * What should poll right away: an alarm topic resync (the server could not replay), a pushed sound-light
 * change (the lists come only from the poll), and a socket that came back after a drop.
 */
export function pollTriggers$(
  live$: Observable<LiveSession | null>,
  topics: LiveTopics,
  visible$: Observable<boolean>,
): Observable<unknown> {
  return merge(
    topics.alarms$.pipe(filter((m) => m.kind === 'resync')),
    topics.soundLight$.pipe(filter((m) => m.kind === 'event')),
    onSocket(live$, (live) =>
      live.socket.state$.pipe(
        filter((state) => state === 'open'),
        skip(1),
      ),
    ),
    visible$.pipe(distinctUntilChanged(), skip(1), filter(Boolean)),
  );
}

/** The named sources of the bus. */
export function createLiveSources(inputs: LiveSourceInputs): Record<string, Observable<BusEvent>> {
  const { live$, now } = inputs;
  return {
    // A token replaced by another without a sign-out in between still resets the stores.
    session: inputs.session$.pipe(
      startWith(null),
      pairwise(),
      mergeMap(([previous, token]): BusEvent[] => {
        const signedIn: BusEvent = { type: 'session/changed', signedIn: token !== null, at: now() };
        return previous && token ? [{ type: 'session/changed', signedIn: false, at: now() }, signedIn] : [signedIn];
      }),
    ),
    connection: live$.pipe(
      switchMap((live) => (live ? live.socket.state$ : of<SocketState>('closed'))),
      map((state): BusEvent => ({ type: 'connection/state', state, at: now() })),
    ),
    activity: onSocket(live$, (live) => live.socket.messages$).pipe(
      throttleTime(inputs.activityThrottleMs, inputs.scheduler, { leading: true, trailing: true }),
      map((): BusEvent => ({ type: 'connection/activity', at: now() })),
    ),
    alarms: inputs.topics.alarms$.pipe(mergeMap((message) => alarmTopicToBus(message, now()))),
    soundLight: inputs.topics.soundLight$.pipe(mergeMap((message) => soundLightTopicToBus(message, now()))),
    poll: inputs.poll.results$.pipe(mergeMap(pollResultToBus)),
    clock: inputs.clock.ticks$.pipe(map((tick): BusEvent => ({ type: 'clock/tick', now: tick, at: tick }))),
    monitoring: combineLatest([live$, inputs.projectId$.pipe(distinctUntilChanged())]).pipe(
      switchMap(([live, projectId]) => (live && projectId ? live.feed.frames$(projectId) : EMPTY)),
      mergeMap(frameToBus),
    ),
    points: inputs.pointEvents$,
    // The duty chat rides on the same socket: initMessage, messages, history pages, read state and presence.
    chat: onSocket(live$, (live) => live.socket.messages$).pipe(mergeMap((message) => chatFrameToEvents(message, now()))),
    // The message centre's unread counts and pushed messages (initMessage, messagePush, messageCounts).
    messages: onSocket(live$, (live) => live.socket.messages$).pipe(mergeMap((message) => messageFrameToEvents(message, now()))),
  };
}

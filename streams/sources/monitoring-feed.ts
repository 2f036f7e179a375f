import type { Observable, SchedulerLike } from 'rxjs';
import {
  asyncScheduler,
  catchError,
  concat,
  defer,
  filter,
  map,
  merge,
  of,
  ReplaySubject,
  scan,
  share,
  startWith,
  switchMap,
  take,
  takeUntil,
  timer,
} from 'rxjs';
import { TOPIC } from '../../server/src/wire/hub';
import { fromRequest } from '../lib/from-request';
import { graceReset } from '../lib/grace-reset';
import { errorMessage } from '../lib/guards';
import { parseReadingsPayload } from '../protocol/monitoring';
import type { TopicMessage } from '../socket/socket-types';
import type { FrameInput, MonitoringFrame } from './monitoring-frame';
import { initialFrame, reduceFrame } from './monitoring-frame';
import type { MonitoringSnapshotFetcher } from './monitoring-snapshot';

export interface MonitoringFeedOptions {
  socket: { topic$(name: string): Observable<TopicMessage> };
  fetchSnapshot: MonitoringSnapshotFetcher;
  now: () => number;
  scheduler?: SchedulerLike;
  graceMs?: number;
  /**
   * The snapshot waits for the server to confirm the topic join, so no event can fall between the two; if
   * the join takes longer than this (socket down), a snapshot is loaded anyway and again once joined.
   */
  joinTimeoutMs?: number;
  /** First retry delay after a failed snapshot; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

export interface MonitoringFeed {
  /** Frames of one project's latest readings: a complete frame first, then one per change. */
  frames$(projectId: string): Observable<MonitoringFrame>;
  dispose(): void;
}

/**
 * Latest reading per point for a project: the snapshot over HTTP, deltas from the `monitoring/<projectId>`
 * topic. The snapshot is requested once the server has confirmed the join (`subscribed`), so nothing falls
 * between the two (readings merge newest-wins, so overlap is harmless); a resync refetches it. Channels are
 * shared per project and linger for a grace period.
 */
export function createMonitoringFeed(options: MonitoringFeedOptions): MonitoringFeed {
  const scheduler = options.scheduler ?? asyncScheduler;
  const retryMs = options.retryMs ?? 2_000;
  const maxRetryMs = options.maxRetryMs ?? 60_000;
  const graceMs = options.graceMs ?? 5_000;
  const joinTimeoutMs = options.joinTimeoutMs ?? 3_000;
  const disposed$ = new ReplaySubject<void>(1);
  let disposed = false;
  const channels = new Map<string, Observable<MonitoringFrame>>();
  const { now } = options;

  const loadSnapshot$ = (projectId: string, attempt: number): Observable<FrameInput> =>
    fromRequest((signal) => options.fetchSnapshot(projectId, signal)).pipe(
      map((snapshot): FrameInput => ({ type: 'snapshot', ...snapshot, at: now() })),
      catchError((error: unknown) =>
        concat(
          of<FrameInput>({ type: 'failed', message: errorMessage(error), at: now() }),
          timer(Math.min(maxRetryMs, retryMs * 2 ** attempt), scheduler).pipe(switchMap(() => loadSnapshot$(projectId, attempt + 1))),
        ),
      ),
    );

  const createChannel = (projectId: string): Observable<MonitoringFrame> =>
    defer(() => {
      const topic$ = options.socket.topic$(TOPIC.monitoring(projectId)).pipe(share());
      const deltas$ = topic$.pipe(
        map((message): FrameInput | null => {
          if (message.kind === 'error') return { type: 'failed', message: message.message, at: now() };
          if (message.kind !== 'event') return null;
          const readings = parseReadingsPayload(message.payload, projectId);
          return readings.length > 0 ? { type: 'delta', readings, at: now() } : null;
        }),
        filter((input): input is FrameInput => input !== null),
      );
      const joined$ = topic$.pipe(
        filter((message) => message.kind === 'subscribed'),
        take(1),
      );
      const snapshots$ = merge(
        joined$,
        timer(joinTimeoutMs, scheduler).pipe(takeUntil(joined$)),
        topic$.pipe(filter((message) => message.kind === 'resync')),
      ).pipe(switchMap(() => loadSnapshot$(projectId, 0)));
      const first = initialFrame(projectId, now());
      return merge(deltas$, snapshots$).pipe(scan(reduceFrame, first), startWith(first));
    }).pipe(
      takeUntil(disposed$),
      share({
        connector: () => new ReplaySubject<MonitoringFrame>(1),
        resetOnRefCountZero: graceReset(graceMs, scheduler, () => disposed),
      }),
    );

  return {
    frames$: (projectId) => {
      let channel = channels.get(projectId);
      if (!channel) {
        channel = createChannel(projectId);
        channels.set(projectId, channel);
      }
      return channel;
    },
    dispose: () => {
      disposed = true;
      disposed$.next();
      disposed$.complete();
    },
  };
}

import type { Observable, SchedulerLike, Subscription } from 'rxjs';
import { asyncScheduler, catchError, concat, filter, merge, mergeMap, of, scan, Subject, switchMap, timer } from 'rxjs';
import { errorMessage } from '../lib/guards';
import type { ConnectionState } from '../stores/connection-store';
import { createConnectionReducer, initialConnectionState } from '../stores/connection-store';
import type { BusEvent, BusEventOf, BusEventType } from './bus-events';

export const SOURCE_RETRY_MS = 5_000;

export interface EventBusOptions {
  /** Named event sources; a name shows up in `source/failed` when that source throws. */
  sources: Record<string, Observable<BusEvent>>;
  /** Silence after which the feed counts as stale (2x the alarm poll period). */
  staleAfterMs: number;
  now: () => number;
  scheduler?: SchedulerLike;
  retryMs?: number;
}

/** The one typed stream the stores and the console listen to. */
export interface EventBus {
  /** Hot: events emitted before you subscribe are not replayed (read the stores for state). */
  readonly events$: Observable<BusEvent>;
  on<T extends BusEventType>(type: T): Observable<BusEventOf<T>>;
  /** Adds a local event, e.g. an alarm as returned by the acknowledge call, so the stores update at once. */
  publish(event: BusEvent): void;
  /** Starts the sources; call after the stores have subscribed so they see the first events. */
  connect(): void;
  dispose(): void;
}

/** A source that throws reports it and is resubscribed after a delay instead of ending the whole bus. */
function resilient(name: string, source$: Observable<BusEvent>, options: EventBusOptions): Observable<BusEvent> {
  const scheduler = options.scheduler ?? asyncScheduler;
  return source$.pipe(
    catchError((error: unknown, caught: Observable<BusEvent>) =>
      concat(
        of<BusEvent>({ type: 'source/failed', source: name, message: errorMessage(error), at: options.now() }),
        timer(options.retryMs ?? SOURCE_RETRY_MS, scheduler).pipe(switchMap(() => caught)),
      ),
    ),
  );
}

/**
 * Merges the sources into one stream and adds `feed/stale` whenever staleness changes, computed with the
 * connection store's own reducer so the banner and the event can never disagree.
 */
export function createEventBus(options: EventBusOptions): EventBus {
  const hub = new Subject<BusEvent>();
  const local = new Subject<BusEvent>();
  const reduce = createConnectionReducer(options.staleAfterMs);
  const sources = Object.entries(options.sources).map(([name, source$]) => resilient(name, source$, options));
  const withStaleness$ = merge(...sources, local).pipe(
    scan(
      (acc: { state: ConnectionState; out: BusEvent[] }, event: BusEvent) => {
        const state = reduce(acc.state, event);
        const changed = state.stale !== acc.state.stale || state.staleReason !== acc.state.staleReason;
        const out: BusEvent[] = changed
          ? [event, { type: 'feed/stale', stale: state.stale, reason: state.staleReason, at: state.now }]
          : [event];
        return { state, out };
      },
      { state: initialConnectionState, out: [] },
    ),
    mergeMap((acc) => acc.out),
  );
  let connection: Subscription | null = null;
  return {
    events$: hub.asObservable(),
    on: <T extends BusEventType>(type: T) => hub.pipe(filter((event): event is BusEventOf<T> => event.type === type)),
    publish: (event) => local.next(event),
    connect: () => {
      connection ??= withStaleness$.subscribe((event) => hub.next(event));
    },
    dispose: () => {
      connection?.unsubscribe();
      local.complete();
      hub.complete();
    },
  };
}

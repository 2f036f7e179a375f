import type { Observable, SchedulerLike } from 'rxjs';
import {
  asyncScheduler,
  catchError,
  defer,
  distinctUntilChanged,
  EMPTY,
  exhaustMap,
  map,
  merge,
  of,
  share,
  startWith,
  Subject,
  switchMap,
  throwError,
  timeout,
} from 'rxjs';
import { fromRequest } from '../lib/from-request';
import { graceReset } from '../lib/grace-reset';
import { errorMessage } from '../lib/guards';
import type { AlarmDto } from '../../server/src/wire/alarm';
import type { HttpGet } from '../protocol/http';
import type { SoundLightState } from '../protocol/sound-light';
import { parseSoundLight } from '../protocol/sound-light';
import { loadOpenAlarms } from './load-open-alarms';
import type { Ticker } from './ticker-types';
import { ticks$ } from './ticker-types';

/** Seed value (spec 000 section 9): the alarm poll runs every 30 s. */
export const ALARM_POLL_MS = 30_000;
export const SOUND_LIGHT_PATH = '/api/deploy/alertConfiguration/querySoundLightAlarm';

export type PollSource = 'alarms' | 'sound-light';

export type AlarmPollResult =
  | { type: 'alarms'; alarms: AlarmDto[]; complete: boolean; requestedAt: number; receivedAt: number }
  | { type: 'sound-light'; state: SoundLightState; requestedAt: number; receivedAt: number }
  | { type: 'failed'; source: PollSource; message: string; at: number };

export interface AlarmPollOptions {
  http: HttpGet;
  ticker: Ticker;
  /** The session token, null while signed out: polling runs only while it is a token. */
  session$: Observable<string | null>;
  now: () => number;
  scheduler?: SchedulerLike;
  periodMs?: number;
  /** A request still unanswered after this long counts as failed (kept under the period). */
  requestTimeoutMs?: number;
  /** Any emission polls now, e.g. after a topic resync or when the tab becomes visible again. */
  refresh$?: Observable<unknown>;
  pageSize?: number;
  maxPages?: number;
  graceMs?: number;
}

export interface AlarmPoll {
  /** Open-alarm snapshots, sound-light states and failures, in the order they complete. */
  readonly results$: Observable<AlarmPollResult>;
}

/**
 * Polls the open alarm list and the sound-and-light state: immediately on sign-in, then on every ticker
 * tick, and on demand. Paused while signed out; a poll still running when the next tick comes is not doubled.
 */
export function createAlarmPoll(options: AlarmPollOptions): AlarmPoll {
  const scheduler = options.scheduler ?? asyncScheduler;
  const periodMs = options.periodMs ?? ALARM_POLL_MS;
  const requestTimeoutMs = options.requestTimeoutMs ?? Math.min(20_000, periodMs);
  const pageSize = options.pageSize ?? 500;
  const maxPages = options.maxPages ?? 10;
  const { http, now } = options;

  const guard = (source: PollSource, request$: Observable<AlarmPollResult>): Observable<AlarmPollResult> =>
    request$.pipe(
      timeout({ first: requestTimeoutMs, scheduler, with: () => throwError(() => new Error('Request timed out')) }),
      catchError((error: unknown) => of<AlarmPollResult>({ type: 'failed', source, message: errorMessage(error), at: now() })),
    );

  const pollOnce$ = defer(() => {
    const requestedAt = now();
    const alarms$ = fromRequest((signal) => loadOpenAlarms(http, signal, pageSize, maxPages)).pipe(
      map((result): AlarmPollResult => ({ type: 'alarms', ...result, requestedAt, receivedAt: now() })),
    );
    const soundLight$ = fromRequest((signal) => http(SOUND_LIGHT_PATH, {}, { signal })).pipe(
      map((data): AlarmPollResult => {
        const state = parseSoundLight(data);
        if (!state) throw new Error('Malformed sound-light state');
        return { type: 'sound-light', state, requestedAt, receivedAt: now() };
      }),
    );
    return merge(guard('alarms', alarms$), guard('sound-light', soundLight$));
  });

  const polling$ = merge(ticks$(options.ticker, periodMs).pipe(startWith(undefined)), options.refresh$ ?? EMPTY).pipe(
    exhaustMap(() => pollOnce$),
  );

  const graceMs = options.graceMs ?? 0;
  const results$ = options.session$.pipe(
    distinctUntilChanged(),
    switchMap((token) => (token ? polling$ : EMPTY)),
    share({
      connector: () => new Subject<AlarmPollResult>(),
      resetOnRefCountZero: graceReset(graceMs, scheduler),
    }),
  );
  return { results$ };
}

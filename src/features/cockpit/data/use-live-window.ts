import { useCallback, useMemo, useState } from 'react';
import type { Observable } from 'rxjs';
import { minuteClock$ } from '../../../../streams/cockpit/minute-clock';
import { useLiveStreams } from '../../../lib/live/live-context';
import type { ChartView } from '../../../ui/charts';
import { useWallObservable } from './use-wall-store';

export const DAY_MS = 86_400_000;

const minuteNow = () => Math.floor(Date.now() / 60_000) * 60_000;

/**
 * The minute the cockpit's windows end at: the live clock floored to the minute, so it changes once a minute at most
 * (charts also slide forward with each new reading, through the series session). Without live streams (signed out,
 * tests) the minute of the first render. A new minute moves every widget's window at once: it renders as a transition,
 * in slices, rather than as one task for the whole wall.
 */
export function useMinute(): number {
  const live = useLiveStreams();
  const minute$: Observable<number> | null = useMemo(() => (live ? minuteClock$(live.clock$) : null), [live]);
  const initial = useMemo(minuteNow, []);
  return useWallObservable(minute$, initial);
}

const HOUR_MS = 3_600_000;

/**
 * A widget's window: the length its options ask for (or `fallbackMs`) up to the current minute; the toolbar's range
 * picker changes the length for this screen only (saving a layout keeps the stored one). `load` is the window to
 * fetch: the same, or with `per: 'hour'` ending on the hour, for calls that load a whole window at once (scatter,
 * profile) and must not run again every minute. The toolbar shows `view`, so its preset stays lit.
 */
export function useWidgetWindow(optionMs: number | undefined, fallbackMs: number, per: 'minute' | 'hour' = 'minute') {
  const [rangeMs, setRangeMs] = useState(optionMs ?? fallbackMs);
  const minute = useMinute();
  const hour = Math.floor(minute / HOUR_MS) * HOUR_MS;
  const view = useMemo<ChartView>(() => ({ from: minute - rangeMs, to: minute }), [minute, rangeMs]);
  const load = useMemo<ChartView>(() => (per === 'hour' ? { from: hour - rangeMs, to: hour } : view), [per, hour, rangeMs, view]);
  const onViewChange = useCallback((next: ChartView) => setRangeMs(Math.max(60_000, next.to - next.from)), []);
  return { view, load, onViewChange };
}

import { useEffect, useRef } from 'react';

/** The intervals a wall may cycle its layouts at, in seconds; 0 is off. */
export const CYCLE_SECONDS = [0, 30, 60, 300, 900] as const;
export type CycleSeconds = (typeof CYCLE_SECONDS)[number];

export const isCycleSeconds = (value: number): value is CycleSeconds => (CYCLE_SECONDS as readonly number[]).includes(value);

/** The layout after `current` in `ids`, wrapping around; the first when `current` is not among them. */
export function nextLayoutId(ids: readonly string[], current: string | null): string | null {
  if (ids.length === 0) return null;
  const index = current ? ids.indexOf(current) : -1;
  return ids[(index + 1) % ids.length] ?? null;
}

/**
 * Shows the next layout every `seconds` while more than one exists (0: never). One timer for the wall, restarted
 * when the interval or the list changes and cleared on unmount.
 */
export function useLayoutCycle(ids: readonly string[], current: string | null, seconds: CycleSeconds, show: (id: string) => void): void {
  // The timer reads the latest position and callback without being restarted by every change of either.
  const latest = useRef({ ids, current, show });
  useEffect(() => {
    latest.current = { ids, current, show };
  });
  const key = ids.join('\n');
  useEffect(() => {
    if (seconds === 0 || key.split('\n').length < 2) return undefined;
    const timer = setInterval(() => {
      const next = nextLayoutId(latest.current.ids, latest.current.current);
      if (next) latest.current.show(next);
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds, key]);
}

import type { PlaceholderDataFunction } from '@tanstack/react-query';

/** Where a monitoring query's key names its point: `['monitoring', what, point, from, to]`. */
const POINT_IN_KEY = 2;

/**
 * TanStack Query's `placeholderData` for a monitoring query over a range: a new range of the same point keeps the last
 * answer on screen until its own comes (a zoom's release then changes nothing there, and the charts beside it are not
 * held back a frame: src/ui/charts/README.md, session 14); another point starts empty.
 */
export function keepAnswerOfPoint<T>(point: unknown): PlaceholderDataFunction<T> {
  return (previous, previousQuery) => (previousQuery?.queryKey[POINT_IN_KEY] === point ? previous : undefined);
}

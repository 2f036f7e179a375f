import type { Observable, SchedulerLike } from 'rxjs';
import { of, timer } from 'rxjs';

/**
 * The `resetOnRefCountZero` of a live channel: keep the source for `graceMs` after the last subscriber
 * leaves (a page switch should not drop and re-join a topic), but reset at once when the owner has shut
 * down. share() starts the reset notifier even for a channel that just completed, so without the
 * `closed` check a disposed channel would leave a timer behind.
 */
export function graceReset(
  graceMs: number,
  scheduler: SchedulerLike,
  closed: () => boolean = () => false,
): boolean | (() => Observable<unknown>) {
  if (graceMs <= 0) return true;
  return () => (closed() ? of(true) : timer(graceMs, scheduler));
}

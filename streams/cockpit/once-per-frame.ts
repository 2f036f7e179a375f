import { animationFrameScheduler, asapScheduler, auditTime, type MonoTypeOperatorFunction, type SchedulerLike } from 'rxjs';

/**
 * The scheduler of the next animation frame where the page has frames, else the next microtask (tests, a worker).
 * A hidden tab has no frames: what arrives meanwhile waits, as one value, until it is shown again.
 */
export function frameScheduler(): SchedulerLike {
  return typeof requestAnimationFrame === 'function' ? animationFrameScheduler : asapScheduler;
}

/**
 * Passes a source's newest value at most once per animation frame. A wall hears one socket message per second for the
 * project's 1,000 points and one per followed point besides, in tasks of their own: each would otherwise re-render the
 * figures and the map over every point, several times in one frame. The value a frame passes on is the store's newest
 * state, so it holds every change of the frame.
 */
export function oncePerFrame<T>(scheduler: SchedulerLike = frameScheduler()): MonoTypeOperatorFunction<T> {
  return auditTime(0, scheduler);
}

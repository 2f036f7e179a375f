import type { Observable } from 'rxjs';
import { BehaviorSubject, distinctUntilChanged } from 'rxjs';

/** An observable of immutable state driven by a pure reducer. */
export interface Store<S> {
  /** The current state on subscribe, then every change. */
  readonly state$: Observable<S>;
  getState(): S;
  /** Stops listening and completes `state$`. */
  dispose(): void;
}

/**
 * Subscribes at once (not on first reader) so no event is missed while nobody is looking, e.g. alarms
 * arriving before the alarm page mounts. A reducer that returns the same object emits nothing.
 */
export function createStore<S, E>(initial: S, reduce: (state: S, event: E) => S, events$: Observable<E>): Store<S> {
  const state = new BehaviorSubject<S>(initial);
  const subscription = events$.subscribe((event) => {
    const next = reduce(state.value, event);
    if (next !== state.value) state.next(next);
  });
  return {
    state$: state.pipe(distinctUntilChanged()),
    getState: () => state.value,
    dispose: () => {
      subscription.unsubscribe();
      state.complete();
    },
  };
}

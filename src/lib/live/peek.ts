import { take, type Observable } from 'rxjs';

/**
 * The value a replaying source holds right now (a BehaviorSubject, a shareReplay), or `fallback` when it has none
 * yet. For code running outside render, such as a query function, that needs the current live streams.
 */
export function peek<T>(source$: Observable<T>, fallback: T): T {
  let value = fallback;
  source$
    .pipe(take(1))
    .subscribe((current) => (value = current))
    .unsubscribe();
  return value;
}

import { distinctUntilChanged, map, type Observable } from 'rxjs';

export const MINUTE_MS = 60_000;

/**
 * The clock's ticks (every 10 s) floored to the minute, emitted once per minute: a cockpit chart's window slides at
 * most once a minute when no reading moves it, so a wall never repaints for nothing.
 */
export function minuteClock$(ticks$: Observable<number>): Observable<number> {
  return ticks$.pipe(
    map((now) => Math.floor(now / MINUTE_MS) * MINUTE_MS),
    distinctUntilChanged(),
  );
}

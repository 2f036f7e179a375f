import { distinctUntilChanged, fromEvent, map, Observable, startWith } from 'rxjs';

/** Whether the page is visible; becoming visible makes the alarm poll run at once. */
export function pageVisible$(): Observable<boolean> {
  if (typeof document === 'undefined') return new Observable<boolean>((subscriber) => subscriber.next(true));
  return fromEvent(document, 'visibilitychange').pipe(
    startWith(undefined),
    map(() => document.visibilityState === 'visible'),
    distinctUntilChanged(),
  );
}

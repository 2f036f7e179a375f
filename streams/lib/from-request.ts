import { Observable } from 'rxjs';

/**
 * Turns an abortable request into a cold Observable: subscribing starts it, unsubscribing aborts it,
 * so a switchMap or a sign-out never leaves a request running in the background.
 */
export function fromRequest<T>(run: (signal: AbortSignal) => Promise<T>): Observable<T> {
  return new Observable<T>((subscriber) => {
    const controller = new AbortController();
    run(controller.signal).then(
      (value) => {
        subscriber.next(value);
        subscriber.complete();
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => controller.abort();
  });
}

import { Observable } from 'rxjs';

/**
 * A periodic callback. The console passes workers/ticker.ts, whose timer runs in a dedicated worker so that a
 * hidden tab (an unattended wall display behind another window) is not throttled to one tick a minute.
 * One ticker drives one consumer: `start` replaces any running period.
 */
export interface Ticker {
  start(periodMs: number, onTick: () => void): void;
  stop(): void;
}

/** The ticker as an Observable: subscribing starts it, unsubscribing stops it. */
export function ticks$(ticker: Ticker, periodMs: number): Observable<void> {
  return new Observable<void>((subscriber) => {
    ticker.start(periodMs, () => subscriber.next());
    return () => ticker.stop();
  });
}

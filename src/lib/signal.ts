/** What `subscribe` hands back; the same shape as an RxJS subscription, so callers read alike. */
export interface SignalSubscription {
  unsubscribe(): void;
}

/** A stream of events for a handful of listeners. */
export interface Signal<T> {
  subscribe(listener: (value: T) => void): SignalSubscription;
}

/**
 * A minimal event source for the session store. RxJS's Subject would do the same, but the session store is in the
 * sign-in page's first download, which must stay small; everything that needs operators lives in streams/.
 */
export function createSignal<T>(): Signal<T> & { emit(value: T): void } {
  const listeners = new Set<(value: T) => void>();
  return {
    subscribe(listener) {
      // Wrapped, so subscribing the same function twice gives two independent subscriptions.
      const entry = (value: T) => listener(value);
      listeners.add(entry);
      return { unsubscribe: () => void listeners.delete(entry) };
    },
    emit(value) {
      for (const listener of [...listeners]) listener(value);
    },
  };
}

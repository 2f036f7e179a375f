import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import { useSyncExternalStore } from 'react';
import { APP_CONFIG } from '../config/app-config';

/** A value kept under the product prefix, read through a check so that corrupt or outdated data gives the default. */
export interface LocalValue<T> {
  get(): T;
  set(value: T): void;
  /** Back to the default and out of storage. */
  reset(): void;
  subscribe(listener: () => void): () => void;
  /** The value now and every change after. */
  readonly value$: Observable<T>;
}

export interface LocalValueOptions<T> {
  /** Key under the `sluice_` prefix. */
  key: string;
  fallback: T;
  /** Turns a parsed stored value into a valid one, or undefined to use the fallback. */
  parse: (raw: unknown) => T | undefined;
  /** localStorage (default) outlives the browser session; sessionStorage lasts as long as the browser tab. */
  area?: 'local' | 'session';
}

function areaOf(area: 'local' | 'session'): Storage | undefined {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Private modes and sandboxed frames may refuse storage; the value then lives for the page only.
    return undefined;
  }
}

function read<T>(options: LocalValueOptions<T>): T {
  try {
    const raw = areaOf(options.area ?? 'local')?.getItem(APP_CONFIG.storagePrefix + options.key) ?? null;
    if (raw === null) return options.fallback;
    return options.parse(JSON.parse(raw)) ?? options.fallback;
  } catch {
    return options.fallback;
  }
}

/** Every local value's re-read, for rereadLocalValues. */
const rereads = new Set<() => void>();

/**
 * Every local value takes what its storage holds now: for when storage changed behind the page's back without a
 * storage event (a test's clean slate clears localStorage between files that share these modules).
 */
export function rereadLocalValues(): void {
  for (const reread of rereads) reread();
}

/**
 * A persisted value for settings that src/lib/storage.ts does not list (component size, selected project, tabs).
 * Reads never throw; writes that storage refuses still apply to this page.
 */
export function createLocalValue<T>(options: LocalValueOptions<T>): LocalValue<T> {
  const subject = new BehaviorSubject<T>(read(options));
  const storageKey = APP_CONFIG.storagePrefix + options.key;
  rereads.add(() => subject.next(read(options)));
  const write = (value: T | undefined) => {
    try {
      const store = areaOf(options.area ?? 'local');
      if (value === undefined) store?.removeItem(storageKey);
      else store?.setItem(storageKey, JSON.stringify(value));
    } catch {
      // Quota or refusal: the in-memory value still applies.
    }
  };
  if (typeof window !== 'undefined' && (options.area ?? 'local') === 'local') {
    // Another tab changed it: follow.
    window.addEventListener('storage', (event) => {
      if (event.key === storageKey) subject.next(read(options));
    });
  }
  return {
    get: () => subject.getValue(),
    set(value) {
      write(value);
      subject.next(value);
    },
    reset() {
      write(undefined);
      subject.next(options.fallback);
    },
    subscribe(listener) {
      const subscription = subject.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    value$: subject.pipe(distinctUntilChanged()),
  };
}

/** Reads a LocalValue in React and re-renders when it changes. */
export function useLocalValue<T>(value: LocalValue<T>): T {
  return useSyncExternalStore(value.subscribe, value.get);
}

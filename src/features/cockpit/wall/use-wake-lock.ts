import { useEffect } from 'react';

/** The part of the Screen Wake Lock API used here (absent from older browsers and from http: pages). */
interface WakeLockLike {
  request(type: 'screen'): Promise<{ release(): Promise<void> }>;
}

const wakeLockOf = (nav: Navigator): WakeLockLike | null => (nav as Navigator & { wakeLock?: WakeLockLike }).wakeLock ?? null;

/**
 * Keeps the screen awake while `active` (a wall display). The browser drops the lock whenever the page is hidden, so it
 * is asked for again each time the page becomes visible; where the API is missing or refused, nothing happens.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = typeof navigator === 'undefined' ? null : wakeLockOf(navigator);
    if (!active || !wakeLock) return undefined;
    let sentinel: { release(): Promise<void> } | null = null;
    let ended = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (lock) => {
          if (ended) void lock.release().catch(() => undefined);
          else sentinel = lock;
        },
        // Refused (battery saver, no user activation yet): the wall still works, the screen may sleep.
        () => undefined,
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}

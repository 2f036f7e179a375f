import { useSyncExternalStore } from 'react';
import { cacheAfterClose, cacheAfterOpen, DEFAULT_CACHED_VIEWS } from '../../lib/tab-rules';

/** The cache list and the path of the view whose opening last set it. */
export interface ViewCacheState {
  names: readonly string[];
  openedPath: string | null;
}

let state: ViewCacheState = { names: [...DEFAULT_CACHED_VIEWS], openedPath: null };
const listeners = new Set<() => void>();

function set(names: string[], openedPath: string | null): void {
  const same = names.length === state.names.length && names.every((name, index) => state.names[index] === name);
  if (same && openedPath === state.openedPath) return;
  state = { names, openedPath };
  for (const listener of listeners) listener();
}

/** The names of the views kept alive while tabs switch (spec 2.6 cache rules). */
export const viewCache = {
  get: (): ViewCacheState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  opened: (path: string, name: string, useCache: boolean) => set(cacheAfterOpen(name, useCache), path),
  closed: (name: string) => set(cacheAfterClose(state.names, name), state.openedPath),
  /** Project change: nothing cached survives. */
  clear: () => set([], state.openedPath),
  reset: () => set([...DEFAULT_CACHED_VIEWS], null),
};

export function useViewCacheState(): ViewCacheState {
  return useSyncExternalStore(viewCache.subscribe, viewCache.get);
}

/**
 * The cache list that applies while `path` renders: the stored list once its opening has been recorded, before that
 * the list its opening is about to store, so a view is placed in (or out of) the cache on its very first render.
 */
export function effectiveCache(current: ViewCacheState, path: string, name: string, useCache: boolean): readonly string[] {
  return current.openedPath === path ? current.names : cacheAfterOpen(name, useCache);
}

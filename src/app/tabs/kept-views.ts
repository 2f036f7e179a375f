import type { Location } from 'react-router-dom';
import type { ReactNode } from 'react';

/** A view kept alive: the element the router gave it and the location it was showing. */
export interface KeptView {
  element: ReactNode;
  location: Location;
  name: string;
}

/**
 * The element trees the keep-alive outlet holds, by pathname. Module state rather than a ref so that the tab bar
 * can drop one before a refresh and the project switch can drop them all.
 */
export const keptViews = new Map<string, KeptView>();

/** Forget one view: its next visit mounts it fresh (refresh through /redirect). */
export function evictView(path: string): void {
  keptViews.delete(path);
}

export function clearKeptViews(): void {
  keptViews.clear();
}

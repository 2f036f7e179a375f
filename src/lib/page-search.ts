import Fuse, { type IFuseOptions } from 'fuse.js';

/** A page the top-bar search can open: its translated title and its path. */
export interface SearchablePage {
  title: string;
  path: string;
  /** The address a choice navigates to (the path plus the menu's own query). */
  link: string;
}

/** Spec section 9: fuzzy threshold 0.4, title weight 0.7, path weight 0.3. */
export const PAGE_SEARCH_OPTIONS: IFuseOptions<SearchablePage> = {
  threshold: 0.4,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
  ignoreLocation: true,
};

/** An index over the menu's pages; rebuild it when the menu or the language changes. */
export function createPageIndex(pages: readonly SearchablePage[]): Fuse<SearchablePage> {
  return new Fuse([...pages], PAGE_SEARCH_OPTIONS);
}

/** Best matches first; an empty query finds nothing. */
export function searchPages(index: Fuse<SearchablePage>, query: string, limit = 10): SearchablePage[] {
  const text = query.trim();
  if (!text) return [];
  return index.search(text, { limit }).map((result) => result.item);
}

import type { DamPoint } from './dam-points';

/** How a manual-record list is narrowed: the points in scope, a time range, a keyword, a page. */
export interface RecordListFilter {
  points: readonly DamPoint[];
  from?: number | undefined;
  to?: number | undefined;
  /** Matched (case-insensitive) against the point's code and name and the record's remark. */
  keyword?: string | undefined;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** The points whose code or name holds the keyword (case-insensitive); all of them when it is empty. */
export function pointsMatching(points: readonly DamPoint[], keyword: string | undefined): Set<string> {
  const needle = keyword?.trim().toLowerCase();
  if (!needle) return new Set(points.map((point) => point.id));
  return new Set(points.filter((point) => `${point.code} ${point.name}`.toLowerCase().includes(needle)).map((point) => point.id));
}

/** A LIKE pattern matching the keyword anywhere, with LIKE's wildcards taken literally. */
export function likeAnywhere(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

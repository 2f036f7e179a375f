import { sql, type RawBuilder } from 'kysely';
import { reject } from '../i18n/localized-error';
// The paging query fields and limits are the wire's (server/src/wire/envelope.ts), shared with the console.
import { PAGE_SIZE_DEFAULT } from '../wire/envelope';

export interface Paging {
  currentPage: number;
  pageSize: number;
  offset: number;
}

export function readPaging(query: { currentPage?: number | undefined; pageSize?: number | undefined }): Paging {
  const currentPage = query.currentPage ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_DEFAULT;
  return { currentPage, pageSize, offset: (currentPage - 1) * pageSize };
}

export type Direction = 'asc' | 'desc';

/**
 * Resolves `sidx`/`sort` against an allow-list of sortable fields. Sorting by anything else is refused with 401,
 * so a caller can never order by (and so probe) a column the list does not show.
 */
export function readSort<K extends string>(
  query: { sidx?: string | undefined; sort?: string | undefined },
  allowed: readonly K[],
  fallback: K,
  fallbackDirection: Direction = 'asc',
): { field: K; direction: Direction } {
  const direction: Direction = query.sort === 'desc' || query.sort === 'asc' ? query.sort : fallbackDirection;
  const sidx = query.sidx?.trim() ?? '';
  if (sidx === '') return { field: fallback, direction };
  const field = allowed.find((name) => name === sidx);
  if (!field) throw reject('validation.sort-field', { allowed: allowed.join(', ') });
  return { field, direction };
}

/** The keyword trimmed, or undefined when there is nothing to search for. */
export function readKeyword(keyword: string | undefined): string | undefined {
  const trimmed = keyword?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

/**
 * Case-insensitive "contains" on a column, the same on SQLite and PostgreSQL: both lower-case the column, and the
 * keyword's own % and _ are escaped so they match literally.
 */
export function containsText(column: string, keyword: string): RawBuilder<boolean> {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

import { PAGE_SIZE_DEFAULT } from '../../wire/envelope';

/** The page a list query asks for, and its order by time: newest first unless `sort=asc`. */
export function listPaging(query: { currentPage?: number | undefined; pageSize?: number | undefined; sort?: string | undefined }) {
  const currentPage = query.currentPage ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_DEFAULT;
  return {
    currentPage,
    pageSize,
    offset: (currentPage - 1) * pageSize,
    limit: pageSize,
    order: query.sort === 'asc' ? ('asc' as const) : ('desc' as const),
  };
}

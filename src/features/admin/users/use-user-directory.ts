import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../ui/data-table/pagination';
import type { SortOrder } from '../../../ui/data-table/data-table';
import { fetchUsers } from '../api';
import { ADMIN_KEYS } from '../query-keys';
import type { UserQuery } from '../types';

/**
 * The user directory's query (keyword, unit, page, sort) and its server state. Each narrowing starts again from the
 * first page; the previous page stays on screen while the next one loads. `silent` leaves failures to the caller
 * (a page that explains a refusal in place rather than in a toast).
 */
export function useUserDirectory(initial: Partial<UserQuery> = {}, options: { silent?: boolean } = {}) {
  const silent = options.silent ?? false;
  const [query, setQuery] = useState<UserQuery>({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE, ...initial });
  const result = useQuery({
    queryKey: ADMIN_KEYS.users(query),
    queryFn: ({ signal }) => fetchUsers(query, { signal, noTip: silent }),
    placeholderData: keepPreviousData,
  });
  return {
    query,
    result,
    setKeyword: (keyword: string) => setQuery((current) => ({ ...current, keyword: keyword.trim() || undefined, currentPage: 1 })),
    setOrganizeId: (organizeId: string | undefined) => setQuery((current) => ({ ...current, organizeId, currentPage: 1 })),
    setPage: (currentPage: number, pageSize: number) => setQuery((current) => ({ ...current, currentPage, pageSize })),
    setSort: (sidx: string | undefined, sort: SortOrder | undefined) =>
      setQuery((current) => ({ ...current, sidx: sort ? sidx : undefined, sort, currentPage: 1 })),
  };
}

export type UserDirectory = ReturnType<typeof useUserDirectory>;

import type { Db } from '../../db/database';
import { missing } from '../../i18n/localized-error';
import { readKeyword, readSort, type Direction } from '../../shell/list-query';
import { loadOrganizeIndex } from '../../shell/organize-tree';
import { USER_SORT_FIELDS, type UserSortField } from '../../shell/user-directory';

// The filter's fields are the wire's (server/src/wire/users.ts USER_FILTER_FIELDS).

export interface UserFilterQuery {
  keyword?: string | undefined;
  organizeId?: string | undefined;
  roleId?: string | undefined;
  positionId?: string | undefined;
  sidx?: string | undefined;
  sort?: string | undefined;
}

export interface ResolvedUserFilter {
  keyword: string | undefined;
  searchMobile: boolean;
  organizeIds: Set<string> | undefined;
  roleId: string | undefined;
  positionId: string | undefined;
  sort: { field: UserSortField; direction: Direction };
}

/**
 * Turns list or export parameters into a directory filter for a caller with these denied columns. A hidden column
 * can be neither sorted on nor searched, or its values could be probed. An unknown organisation answers 404.
 */
export async function resolveUserFilter(db: Db, query: UserFilterQuery, denied: Set<string>): Promise<ResolvedUserFilter> {
  const sortable = USER_SORT_FIELDS.filter((field) => !denied.has(field));
  const sort = readSort(query, sortable, 'sortCode');
  let organizeIds: Set<string> | undefined;
  const organizeId = query.organizeId?.trim();
  if (organizeId && organizeId !== '0') {
    const index = await loadOrganizeIndex(db, { enabledOnly: false });
    if (!index.byId.has(organizeId)) throw missing('organize.no-such-unit');
    organizeIds = index.descendantIds(organizeId);
  }
  // Filtering by a hidden column's value would let its values be probed.
  const roleId = denied.has('roleName') ? undefined : readKeyword(query.roleId);
  const positionId = denied.has('positionName') ? undefined : readKeyword(query.positionId);
  return { keyword: readKeyword(query.keyword), searchMobile: !denied.has('mobilePhone'), organizeIds, roleId, positionId, sort };
}

import { http } from '../../../lib/api-client';
import type { Paged } from '../../../../server/src/wire/envelope';
import type { GroupItem, GroupRequest } from '../../../../server/src/wire/groups';

/** The user-group calls, written once. */
export const GROUP_PATH = '/api/permission/Group';
const groupPath = (id: string) => `${GROUP_PATH}/${encodeURIComponent(id)}`;

export const GROUP_KEYS = {
  lists: ['groups'] as const,
  list: (query: GroupQuery) => ['groups', query] as const,
};

export interface GroupQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

export function fetchGroups(query: GroupQuery): Promise<Paged<GroupItem>> {
  return http.get<Paged<GroupItem>>(GROUP_PATH, query.keyword ? query : { currentPage: query.currentPage, pageSize: query.pageSize });
}

export function createGroup(body: GroupRequest): Promise<{ id: string }> {
  return http.post<{ id: string }>(GROUP_PATH, body);
}

export function updateGroup(id: string, body: GroupRequest): Promise<null> {
  return http.put<null>(groupPath(id), body);
}

export function removeGroup(id: string): Promise<null> {
  return http.delete<null>(groupPath(id));
}

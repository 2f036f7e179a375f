import { http } from '../../../lib/api-client';
import type { AuthorityData, AuthorityRequest, GrantObjectType } from '../../../../server/src/wire/authority';
import type { Paged } from '../../../../server/src/wire/envelope';
import type { MemberItem } from '../../../../server/src/wire/roles';

/** The grant calls (server/src/routes/authority), written once. */
const AUTHORITY_PATH = '/api/permission/Authority/Data';

export const AUTHORITY_KEYS = {
  all: ['authority'] as const,
  grants: (objectType: GrantObjectType, objectId: string) => ['authority', 'grants', objectType, objectId] as const,
  members: (basePath: string, ownerId: string, keyword: string, currentPage: number) =>
    ['authority', 'members', basePath, ownerId, keyword, currentPage] as const,
};

/** What an object holds and the tree of what the signed-in person may grant. */
export function fetchAuthority(objectType: GrantObjectType, objectId: string): Promise<AuthorityData> {
  return http.get<AuthorityData>(`${AUTHORITY_PATH}/${encodeURIComponent(objectId)}`, { objectType });
}

export function saveAuthority(objectId: string, body: AuthorityRequest): Promise<null> {
  return http.put<null>(`${AUTHORITY_PATH}/${encodeURIComponent(objectId)}`, body);
}

/** Members of a role or group: `basePath` is /api/permission/Role or /api/permission/Group. */
export function fetchMembers(
  basePath: string,
  ownerId: string,
  query: { keyword: string; currentPage: number; pageSize: number },
): Promise<Paged<MemberItem>> {
  return http.get<Paged<MemberItem>>(
    `${basePath}/${encodeURIComponent(ownerId)}/Members`,
    query.keyword ? query : { currentPage: query.currentPage, pageSize: query.pageSize },
  );
}

export function addMembers(basePath: string, ownerId: string, userIds: string[]): Promise<null> {
  return http.post<null>(`${basePath}/${encodeURIComponent(ownerId)}/Members`, { userIds });
}

export function removeMember(basePath: string, ownerId: string, userId: string): Promise<null> {
  return http.delete<null>(`${basePath}/${encodeURIComponent(ownerId)}/Members/${encodeURIComponent(userId)}`);
}

import { http } from '../../../lib/api-client';
import type { Paged } from '../../../../server/src/wire/envelope';
import type { RoleItem, RoleRequest } from '../../../../server/src/wire/roles';

/** The role calls (seed 000 section 7.8), written once. */
export const ROLE_PATH = '/api/permission/Role';
const rolePath = (id: string) => `${ROLE_PATH}/${encodeURIComponent(id)}`;

export const ROLE_KEYS = {
  lists: ['roles'] as const,
  list: (query: RoleQuery) => ['roles', query] as const,
};

export interface RoleQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

export function fetchRoles(query: RoleQuery): Promise<Paged<RoleItem>> {
  return http.get<Paged<RoleItem>>(ROLE_PATH, query.keyword ? query : { currentPage: query.currentPage, pageSize: query.pageSize });
}

export function createRole(body: RoleRequest): Promise<{ id: string }> {
  return http.post<{ id: string }>(ROLE_PATH, body);
}

export function updateRole(id: string, body: RoleRequest): Promise<null> {
  return http.put<null>(rolePath(id), body);
}

export function removeRole(id: string): Promise<null> {
  return http.delete<null>(rolePath(id));
}

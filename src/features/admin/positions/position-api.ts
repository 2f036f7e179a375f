import { http } from '../../../lib/api-client';
import type { Paged } from '../../../../server/src/wire/envelope';
import type { PositionInfo, PositionItem, PositionRequest } from '../../../../server/src/wire/positions';
import type { UserMember } from '../../../../server/src/wire/users';

// The position page's calls (server/src/routes/positions/), paths written once.
const POSITION = '/api/permission/Position';
const onePosition = (id: string) => `${POSITION}/${encodeURIComponent(id)}`;

export const POSITION_KEYS = {
  all: ['admin', 'positions'] as const,
  /** Every page of the list (the list page appends its query). */
  lists: ['admin', 'positions', 'list'] as const,
  info: (id: string) => ['admin', 'positions', 'info', id] as const,
  members: (id: string, currentPage: number) => ['admin', 'positions', 'members', id, currentPage] as const,
};

/** Every position, enabled or not, for the management page. */
export function fetchPositionPage(keyword: string, currentPage: number, pageSize: number): Promise<Paged<PositionItem>> {
  return http.get(POSITION, { keyword: keyword || undefined, currentPage, pageSize, enabledMark: 'all' });
}

export const fetchPositionInfo = (id: string) => http.get<PositionInfo>(onePosition(id));
export const createPosition = (body: PositionRequest) => http.post<{ id: string }>(POSITION, body);
export const updatePosition = (id: string, body: PositionRequest) => http.put<{ id: string }>(onePosition(id), { ...body, id });
export const removePosition = (id: string) => http.delete<null>(onePosition(id));

/** The people holding a position, paged. */
export function fetchPositionMembers(positionId: string, currentPage: number): Promise<Paged<UserMember>> {
  return http.get('/api/permission/Users/GetUsersByPositionId', { positionId, currentPage, pageSize: 20 });
}

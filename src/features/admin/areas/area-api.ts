import { http } from '../../../lib/api-client';
import type { AreaItem, AreaRequest } from '../../../../server/src/wire/areas';

// The area page's calls (server/src/routes/areas/), paths written once.
const AREA = '/api/system/Area';
const oneArea = (id: string) => `${AREA}/${encodeURIComponent(id)}`;

export const AREA_KEYS = {
  all: ['admin', 'areas'] as const,
  level: (parentId: string, keyword: string) => ['admin', 'areas', 'level', parentId, keyword] as const,
};

/** One level of the tree ('-1' the provinces), disabled areas included; a keyword searches every level. */
export async function fetchAreaLevel(parentId: string, keyword = ''): Promise<AreaItem[]> {
  return (await http.get<{ list: AreaItem[] }>(oneArea(parentId), { keyword: keyword || undefined })).list;
}

export const createArea = (body: AreaRequest) => http.post<{ id: string }>(AREA, body);
export const updateArea = (id: string, body: AreaRequest) => http.put<{ id: string }>(oneArea(id), { ...body, id });
export const removeArea = (id: string) => http.delete<null>(oneArea(id));
export const toggleArea = (id: string) => http.put<null>(`${oneArea(id)}/Actions/State`);

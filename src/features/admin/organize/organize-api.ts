import { http } from '../../../lib/api-client';
import type { OrganizeInfo, OrganizeRequest } from '../../../../server/src/wire/organize';

// Creating, editing, moving and deleting units (server/src/routes/organize/organize-write.ts).

const ORGANIZE = '/api/permission/Organize';
const unitPath = (id: string, category: 'company' | 'department') =>
  category === 'department' ? `${ORGANIZE}/Department/${encodeURIComponent(id)}` : `${ORGANIZE}/${encodeURIComponent(id)}`;

export function fetchUnitInfo(id: string): Promise<OrganizeInfo> {
  return http.get<OrganizeInfo>(`${ORGANIZE}/${encodeURIComponent(id)}`);
}

export function createUnit(body: OrganizeRequest): Promise<{ id: string }> {
  return body.category === 'department' ? http.post(`${ORGANIZE}/Department`, body) : http.post(ORGANIZE, body);
}

export function updateUnit(id: string, body: OrganizeRequest): Promise<{ id: string }> {
  return http.put(unitPath(id, body.category ?? 'company'), { ...body, id });
}

export function removeUnit(id: string, category: 'company' | 'department'): Promise<null> {
  return http.delete(unitPath(id, category));
}

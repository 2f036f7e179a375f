import { http } from '../../../lib/api-client';
import type { AreaOption } from '../../../../server/src/wire/areas';
import type { PlaceSearch } from '../../../../server/src/wire/visualdev';
import type { TreeItem } from '../../../ui/tree/tree-item';

// The calls the field components make, each path written once. All of them answer a signed-in session on any page
// (the pickers' selector routes), so a generated form works wherever it is shown.

export interface InterfaceRow {
  [key: string]: unknown;
}

export const RENDER_API = {
  organizeTree: () => http.get<{ list: TreeItem[] }>('/api/permission/Organize/Tree', undefined, { noTip: true }),
  positionTree: () => http.get<{ list: TreeItem[] }>('/api/permission/Position/Selector', undefined, { noTip: true }),
  roleTree: () => http.get<{ list: TreeItem[] }>('/api/permission/Role/Selector', undefined, { noTip: true }),
  /** One level of regions; the root's parent is '-1'. */
  areaChildren: (parentId: string) =>
    http.get<{ list: AreaOption[] }>(`/api/system/Area/${encodeURIComponent(parentId)}/Selector/0`, undefined, { noTip: true }),
  /** The names along each path of region ids. */
  areaNames: (idsList: string[][]) => http.post<string[][]>('/api/system/Area/GetAreaByIds', { idsList }, { noTip: true }),
  monitoringPoints: () =>
    http.get<{ list: { id: string; name: string; code: string }[] }>(
      '/api/deploy/monitoringPointManagement/list',
      { pageNum: 1, pageSize: 99_999 },
      { noTip: true },
    ),
  interfaceRows: (interfaceId: string, body: { keyword: string; currentPage: number; pageSize: number; relationField?: string }) =>
    http.post<{ list: InterfaceRow[]; pagination: { total: number } }>(
      `/api/system/DataInterface/${encodeURIComponent(interfaceId)}/Actions/List`,
      { ...body, interfaceId },
      { noTip: true },
    ),
  /** The rows of a data interface whose `propsValue` field is one of `ids` (a popup select's shown text). */
  interfaceRowsByIds: (interfaceId: string, body: { ids: string[]; propsValue: string }) =>
    http.post<InterfaceRow[]>(
      `/api/system/DataInterface/${encodeURIComponent(interfaceId)}/Actions/InfoByIds`,
      { ...body, interfaceId },
      { noTip: true },
    ),
  /** One record of a related form: `data` is its JSON text. */
  relatedRecord: (modelId: string, id: string) =>
    http.get<{ id: string; data: string }>(`/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}/${encodeURIComponent(id)}`, undefined, {
      noTip: true,
    }),
  relatedRecords: (modelId: string, body: { keyword: string; currentPage: number; pageSize: number }) =>
    http.post<{ list: InterfaceRow[]; pagination: { total: number } }>(
      `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}/List`,
      body,
      { noTip: true },
    ),
  /** Places by name for the location picker (the site's geocoder); silent: the picker says why a search failed. */
  searchPlaces: (keyword: string, projectId: string, signal?: AbortSignal) =>
    http.get<PlaceSearch>('/api/visualdev/Location/Search', { keyword, projectId: projectId || undefined }, { noTip: true, signal }),
  /** A form definition with its design (the preview page). */
  formDefinition: (id: string) => http.get<{ fullName: string; formData: string }>(`/api/visualdev/Base/${encodeURIComponent(id)}`),
};

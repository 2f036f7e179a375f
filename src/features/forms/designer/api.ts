import { http } from '../../../lib/api-client';
import type { Paged } from '../../../../server/src/wire/envelope';
import type { VisualdevBaseBody, VisualdevBaseDetail, VisualdevBaseItem } from '../../../../server/src/wire/visualdev';
import type { DataInterfaceItem } from '../../../../server/src/wire/data-interface';
import type { DictionaryReference } from '../../../../server/src/wire/dictionary';
import type { InspectionContent, InspectionContentItem } from '../../../../server/src/wire/work-orders-fill-ins';

/** Form definitions' server paths (/api/visualdev/Base, seed 001 section 7), written once. */
const BASE = '/api/visualdev/Base';
const basePath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const DESIGNER_KEYS = {
  all: ['forms', 'designer'] as const,
  /** Every page of the list (the page appends its filters). */
  lists: ['forms', 'designer', 'list'] as const,
  detail: (id: string) => ['forms', 'designer', 'detail', id] as const,
  dictionaries: ['forms', 'designer', 'dictionaries'] as const,
  interfaces: ['forms', 'designer', 'interfaces'] as const,
  forms: ['forms', 'designer', 'forms'] as const,
  patrolTrees: ['forms', 'designer', 'patrol-trees'] as const,
  patrolTree: (id: string) => ['forms', 'designer', 'patrol-tree', id] as const,
};

export interface BaseListQuery {
  keyword: string;
  category: string;
  currentPage: number;
  pageSize: number;
}

export const fetchBases = (query: BaseListQuery) =>
  http.get<Paged<VisualdevBaseItem>>(BASE, {
    keyword: query.keyword || undefined,
    category: query.category || undefined,
    currentPage: query.currentPage,
    pageSize: query.pageSize,
  });
export const fetchBase = (id: string) => http.get<VisualdevBaseDetail>(basePath(id));
/** Silent: the designer shows a refused design at the field it names instead of a toast. */
export const createBase = (body: VisualdevBaseBody) => http.post<string>(BASE, body, { noTip: true });
export const updateBase = (id: string, body: VisualdevBaseBody) => http.put<null>(basePath(id), body, { noTip: true });
export const removeBase = (id: string) => http.delete<null>(basePath(id));
export const copyBase = (id: string) => http.post<string>(`${basePath(id)}/Actions/Copy`);
export const releaseBase = (id: string) => http.post<null>(`${basePath(id)}/Actions/Release`);
/** Dictionaries a dictionary list may name (the reference list every page shares). */
export const fetchDictionaries = () => http.get<{ list: DictionaryReference[] }>('/api/system/DictionaryData/All');
/** Data interfaces a popup select may read (silent: a designer without that page's right types the id instead). */
export const fetchInterfaces = () =>
  http.get<Paged<DataInterfaceItem>>('/api/system/DataInterface', { currentPage: 1, pageSize: 200 }, { noTip: true });
/** Patrol object trees a patrol-contents field may start from (shared ones and those of the designer's projects). */
export const fetchPatrolTrees = () =>
  http.get<Paged<InspectionContentItem>>('/api/inspectioncontent/InspectionContent', { currentPage: 1, pageSize: 200 });
export const fetchPatrolTree = (id: string) =>
  http.get<InspectionContent>(`/api/inspectioncontent/InspectionContent/${encodeURIComponent(id)}`);

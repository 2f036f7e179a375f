import { http } from '../../../lib/api-client';
import type { Paged } from '../../../../server/src/wire/envelope';
import type {
  DataInterfaceBody,
  DataInterfaceItem,
  DataInterfaceLogItem,
  DataInterfaceValues,
} from '../../../../server/src/wire/data-interface';

/** Data interfaces' server paths (seed 000 section 7.5), written once. */
const BASE = '/api/system/DataInterface';
const interfacePath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const INTERFACE_KEYS = {
  all: ['admin', 'data-interfaces'] as const,
  /** Every page of the list (the list page appends its filter and query). */
  lists: ['admin', 'data-interfaces', 'list'] as const,
  log: (id: string, page: number) => ['admin', 'data-interface-log', id, page] as const,
};

export const fetchInterfaces = (keyword: string, dataType: string, currentPage: number, pageSize: number) =>
  http.get<Paged<DataInterfaceItem>>(BASE, { keyword: keyword || undefined, dataType: dataType || undefined, currentPage, pageSize });
export const createInterface = (body: DataInterfaceBody) => http.post<string>(BASE, body);
export const updateInterface = (id: string, body: DataInterfaceBody) => http.put<null>(interfacePath(id), body);
export const removeInterface = (id: string) => http.delete<null>(interfacePath(id));
export const toggleInterface = (id: string) => http.put<null>(`${interfacePath(id)}/Actions/State`);
/** Runs the saved definition (even disabled) with these values; a refusal comes back as the server's message. */
export const previewInterface = (id: string, values: DataInterfaceValues) =>
  http.post<unknown>(`${interfacePath(id)}/Actions/Preview`, values);
export const fetchInterfaceLog = (id: string, currentPage: number) =>
  http.get<Paged<DataInterfaceLogItem>>(`/api/system/DataInterfaceLog/${encodeURIComponent(id)}`, { currentPage, pageSize: 20 });
export const interfaceExportPath = (id: string) => `${interfacePath(id)}/Action/Export`;

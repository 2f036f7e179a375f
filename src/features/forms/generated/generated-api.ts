import { http } from '../../../lib/api-client';
import type { Paged } from '../../../../server/src/wire/envelope';
import type {
  OnlineDevConfig,
  OnlineDevExport,
  OnlineDevListBody,
  OnlineDevRecord,
  OnlineDevRow,
} from '../../../../server/src/wire/online-dev';

// The records of a released form (/api/visualdev/OnlineDev): the generated page's only door to the server.

const base = (modelId: string) => `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}`;

/** The list query's key prefix: invalidating it refreshes every page of every form's list. */
export const RECORDS_KEY = ['online-dev-records'] as const;

export const generatedApi = {
  config: (modelId: string) => http.get<OnlineDevConfig>(`${base(modelId)}/Config`),
  list: (modelId: string, body: OnlineDevListBody) => http.post<Paged<OnlineDevRow>>(`${base(modelId)}/List`, body),
  record: (modelId: string, id: string) => http.get<OnlineDevRecord>(`${base(modelId)}/${encodeURIComponent(id)}/DataChange`),
  create: (modelId: string, record: Record<string, unknown>) => http.post<string>(base(modelId), { data: JSON.stringify(record) }),
  update: (modelId: string, id: string, record: Record<string, unknown>) =>
    http.put<void>(`${base(modelId)}/${encodeURIComponent(id)}`, { data: JSON.stringify(record) }),
  remove: (modelId: string, id: string) => http.delete<void>(`${base(modelId)}/${encodeURIComponent(id)}`),
  removeMany: (modelId: string, ids: string[]) =>
    http.post<void>(`/api/visualdev/OnlineDev/batchDelete/${encodeURIComponent(modelId)}`, { ids }),
  exportData: (modelId: string, body: Omit<OnlineDevListBody, 'currentPage' | 'pageSize'> & { timeZone?: string }) =>
    http.post<OnlineDevExport>(`${base(modelId)}/Actions/ExportData`, body),
};

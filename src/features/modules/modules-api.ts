import { http } from '../../lib/api-client';
import type { AlarmSummary } from '../../../server/src/wire/alarm-settings';
import type { DictionaryDataBody, DictionaryDataNode } from '../../../server/src/wire/dictionary';
import type { Paged } from '../../../server/src/wire/envelope';
import type { OnlineDevRow } from '../../../server/src/wire/online-dev';
import type { OrderStatistics } from '../../../server/src/wire/work-orders-statistics';

// The calls of the module pages (menu types 4, 5 and 8): a dictionary's entries, a data interface's rows, and the
// counts the portal shows. The portal's calls stay quiet on failure (`noTip`): a card the person may not read shows a
// dash rather than a toast.

const QUIET = { noTip: true } as const;

export const dictionaryApi = {
  entries: (typeId: string, keyword: string) =>
    http.get<{ list: DictionaryDataNode[] }>(`/api/system/DictionaryData/${encodeURIComponent(typeId)}`, keyword ? { keyword } : undefined),
  create: (body: DictionaryDataBody) => http.post<string>('/api/system/DictionaryData', body),
  update: (id: string, body: DictionaryDataBody) => http.put<void>(`/api/system/DictionaryData/${encodeURIComponent(id)}`, body),
  remove: (id: string) => http.delete<void>(`/api/system/DictionaryData/${encodeURIComponent(id)}`),
};

/** The rows a data interface answers (what a report draws). */
export const runDataInterface = (id: string) => http.get<unknown>(`/api/system/DataInterface/${encodeURIComponent(id)}/Actions/Response`);

export const portalApi = {
  alarms: () => http.get<AlarmSummary>('/api/monitoring/alarms/summary', undefined, QUIET),
  workOrders: () => http.get<OrderStatistics>('/api/workordermanage/workOrder/statistics', undefined, QUIET),
  /** How many records of a form the caller can see. */
  recordCount: async (formId: string) =>
    (
      await http.post<Paged<OnlineDevRow>>(
        `/api/visualdev/OnlineDev/${encodeURIComponent(formId)}/List`,
        { currentPage: 1, pageSize: 1 },
        QUIET,
      )
    ).pagination.total,
};

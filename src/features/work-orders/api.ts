import type { Envelope } from '../../../server/src/wire/codes';
import type { Paged } from '../../../server/src/wire/envelope';
import type { DefaultJRequest, OrderPreviewRow } from '../../../server/src/wire/schedules';
import type { OrderType } from '../../../server/src/wire/work-orders-codes';
import type {
  FillingCreateBody,
  FillingEntry,
  FillingExport,
  FillingExportBody,
  FillingRecord,
  FillingSaveBody,
} from '../../../server/src/wire/work-orders-fill-ins';
import type { WoFormConfig, WoFormItem } from '../../../server/src/wire/work-orders-forms';
import type { JobClass } from '../../../server/src/wire/work-orders-job-classes';
import type { PlanCreateBody, PlanDetail, PlanItem, PlanOrderEditBody } from '../../../server/src/wire/work-orders-plans';
import type { OrderStatistics } from '../../../server/src/wire/work-orders-statistics';
import type {
  LinkQuestionBody,
  OrderCreateBody,
  OrderDetail,
  OrderItem,
  OrderQuestion,
  ProcessStatusBody,
} from '../../../server/src/wire/work-orders';
import { handleFailure, http } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

/** The work-order list's filter (server/src/wire/work-orders.ts ORDER_LIST_QUERY). */
export interface OrderListQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
  status?: number;
  orderType?: OrderType;
  urgency?: number;
  projectId?: string;
  from?: number;
  to?: number;
}

export interface PlanListQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
  projectId?: string;
  state?: number;
}

/** A query without its empty filters: the server refuses unknown or empty values it cannot read. */
const defined = <T extends object>(query: T): Partial<T> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;

const ORDER = '/api/workordermanage/workOrder';
const ENGINE = '/api/order/engine';
const PLAN = '/api/workOrderPlan/WorkOrder';
const FILLING = '/api/datafilling/DataFilling';
const WO_ONLINE = '/api/wovisualdev/OnlineDev';

export const ORDER_EXPORT_PATH = `${ORDER}/Actions/Export`;
export const STATISTICS_EXPORT_PATH = `${ORDER}/statistics/export`;

/** The work-order area's calls (seed 001 section 7 "Work orders", server/src/wire/work-orders*.ts). */
export const workOrdersApi = {
  orders: (query: OrderListQuery) => http.get<Paged<OrderItem>>(ORDER, defined(query)),
  order: (id: string) => http.get<OrderDetail>(`${ORDER}/${encodeURIComponent(id)}`),
  removeOrder: (id: string) => http.delete<null>(`${ORDER}/${encodeURIComponent(id)}`),
  createOrder: (body: OrderCreateBody) => http.post<unknown>(`${ENGINE}/create`, body),
  changeStatus: (orderId: string, body: ProcessStatusBody) =>
    http.post<unknown>(`${ORDER}/changeProcessStatus?processId=${encodeURIComponent(orderId)}`, body),
  linkQuestions: (body: LinkQuestionBody) => http.post<unknown>('/api/issureWorkOrder/IssureWorkOrder/linkQuestionAndOrder', body),
  questions: (projectId: string, keyword: string) =>
    http.get<Paged<OrderQuestion>>(
      '/api/issureWorkOrder/IssureWorkOrder',
      defined({ projectId, keyword, linked: 0, currentPage: 1, pageSize: 100 }),
    ),
  statistics: (query: { projectId?: string; from?: number; to?: number }) =>
    http.get<OrderStatistics>(`${ORDER}/statistics`, defined(query)),

  jobClasses: (orderType?: OrderType) =>
    http.post<{ list: JobClass[] }>('/api/BusWorkOrderJobClassify/BusWorkOrderJobClassify/getListByClassicTemp', defined({ orderType })),
  forms: () => http.get<Paged<WoFormItem>>('/api/wovisualdev/Base', { currentPage: 1, pageSize: 500 }),

  preview: (body: DefaultJRequest) => http.post<OrderPreviewRow[]>(`${ENGINE}/defaultJ`, body),
  createPlan: (body: PlanCreateBody) => http.post<unknown>(`${ENGINE}/createPlanOrder`, body),
  editPlanOrder: (body: PlanOrderEditBody) => http.post<unknown>(`${ENGINE}/editOrderPlan`, body),
  plans: (query: PlanListQuery) => http.get<Paged<PlanItem>>(PLAN, defined(query)),
  plan: (id: string) => http.get<PlanDetail>(`${PLAN}/${encodeURIComponent(id)}`),
  stopPlan: (id: string) => http.put<unknown>(`${PLAN}/stopByOrderId/${encodeURIComponent(id)}`),

  /** Creates a fill-in record; the envelope's msg is the new id (seed 001 section 7). */
  createFilling: async (body: FillingCreateBody): Promise<string> => {
    const envelope = await http.post<Envelope<{ id?: string } | null>>(FILLING, body, { raw: true });
    if (envelope.code !== 200) throw handleFailure(new ApiError('business', envelope.code, envelope.msg ?? '', envelope.data), {});
    return envelope.msg || (envelope.data?.id ?? '');
  },
  filling: (id: string) => http.get<FillingRecord>(`${FILLING}/${encodeURIComponent(id)}`),
  fillingList: (orderId: string) =>
    http.get<{ list: FillingEntry[] } | FillingEntry[]>(`${FILLING}/fillingList/${encodeURIComponent(orderId)}`),
  /** A work-order form's fill-ins as .xlsx: a one-minute signed link (btn_export of the order list). */
  exportFillings: (templateId: string, body: FillingExportBody) =>
    http.post<FillingExport>(`${WO_ONLINE}/${encodeURIComponent(templateId)}/Actions/ExportData`, body),
  formConfig: (templateId: string) => http.get<WoFormConfig>(`${WO_ONLINE}/${encodeURIComponent(templateId)}/Config`),
  saveFilling: (templateId: string, fillingId: string, body: FillingSaveBody) =>
    http.put<unknown>(`${WO_ONLINE}/${encodeURIComponent(templateId)}/${encodeURIComponent(fillingId)}`, body),
};

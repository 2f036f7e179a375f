import type { Dayjs } from 'dayjs';
import { ORDER_STATUS_MOVES, type OrderType } from '../../../../server/src/wire/work-orders-codes';
import type { OrderExportBody } from '../../../../server/src/wire/work-orders';
import type { OrderListQuery } from '../api';

/** What the list's search bar holds. */
export interface OrderSearchValues {
  keyword?: string;
  status?: number;
  orderType?: OrderType;
  urgency?: number;
  range?: [Dayjs, Dayjs] | null;
}

/** The list query a search gives: a new search starts from the first page; the range covers its days whole. */
export function queryOfSearch(values: OrderSearchValues, current: OrderListQuery): OrderListQuery {
  const [from, to] = values.range ?? [];
  return {
    keyword: values.keyword?.trim() ?? '',
    currentPage: 1,
    pageSize: current.pageSize,
    status: values.status,
    orderType: values.orderType,
    urgency: values.urgency,
    from: from ? from.startOf('day').valueOf() : undefined,
    to: to ? to.endOf('day').valueOf() : undefined,
  };
}

/** Flow status changes, looked up by a row's raw status (an unknown one moves nowhere). */
export const STATUS_MOVES: Readonly<Record<number, readonly number[]>> = ORDER_STATUS_MOVES;

/** The export's body: the list's filter without its page (the server takes no other field). */
export function exportBodyOf(query: OrderListQuery): OrderExportBody {
  const { keyword, status, orderType, projectId, from, to } = query;
  return { keyword, status, orderType, projectId, from, to };
}

import type { MessageKey } from '../i18n/catalogues';
import { ORDER_STATUS_MOVES, type OrderStatus } from '../wire/work-orders-codes';

// The order's process status (wire/work-orders-codes.ts ORDER_STATUS): which changes are allowed, and their names.

export const STATUS_NAME_KEYS: Readonly<Record<OrderStatus, MessageKey>> = {
  1: 'work-orders.status.waiting',
  2: 'work-orders.status.adopted',
  3: 'work-orders.status.rejected',
  4: 'work-orders.status.revoked',
  5: 'work-orders.status.cancelled',
};

export const isOrderStatus = (value: number): value is OrderStatus => value in ORDER_STATUS_MOVES;

/** The statuses an order may move to from `status` (none from a final one, or from a status this version lacks). */
export const nextStatuses = (status: number): readonly OrderStatus[] => (isOrderStatus(status) ? ORDER_STATUS_MOVES[status] : []);

export const canMove = (from: number, to: OrderStatus): boolean => nextStatuses(from).includes(to);

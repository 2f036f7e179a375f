import type { MessageKey } from '../i18n/catalogues';
import type { OrderType } from '../wire/work-orders-codes';

export const TYPE_NAME_KEYS: Readonly<Record<OrderType, MessageKey>> = {
  patrol: 'work-orders.type.patrol',
  maintenance: 'work-orders.type.maintenance',
  curing: 'work-orders.type.curing',
  repair: 'work-orders.type.repair',
};

export const URGENCY_NAME_KEYS: Readonly<Record<number, MessageKey>> = {
  1: 'work-orders.csv.urgency-1',
  2: 'work-orders.csv.urgency-2',
  3: 'work-orders.csv.urgency-3',
};

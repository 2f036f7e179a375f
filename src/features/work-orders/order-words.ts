import { useTranslation } from 'react-i18next';
import type { OrderType } from '../../../server/src/wire/work-orders-codes';

// The names and tag colours of the area's coded values; the values themselves are server/src/wire/work-orders-codes.ts.

/** Tag colours by flow status: antd preset names, so light and dark themes both draw them. */
export const STATUS_COLOURS: Readonly<Record<number, string>> = {
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'warning',
  5: 'default',
};
export const URGENCY_COLOURS: Readonly<Record<number, string>> = { 1: 'default', 2: 'orange', 3: 'red' };

/** The names of the area's coded values, with static keys. */
export function useOrderWords() {
  const { t } = useTranslation();
  const types: Record<OrderType, string> = {
    patrol: t('work-orders.type.patrol'),
    maintenance: t('work-orders.type.maintenance'),
    curing: t('work-orders.type.curing'),
    repair: t('work-orders.type.repair'),
  };
  const statuses: Record<number, string> = {
    1: t('work-orders.status.waiting'),
    2: t('work-orders.status.adopted'),
    3: t('work-orders.status.rejected'),
    4: t('work-orders.status.revoked'),
    5: t('work-orders.status.cancelled'),
  };
  const urgencies: Record<number, string> = {
    1: t('work-orders.urgency.normal'),
    2: t('work-orders.urgency.important'),
    3: t('work-orders.urgency.urgent'),
  };
  // The button labels of seed 001 section 4.
  const fillings: Record<number, string> = {
    0: t('work-orders.filling.not-filled'),
    1: t('work-orders.filling.in-progress'),
    2: t('work-orders.filling.completed'),
    3: t('work-orders.filling.view'),
  };
  return {
    type: (value: string) => types[value as OrderType] ?? value,
    status: (value: number) => statuses[value] ?? String(value),
    urgency: (value: number) => urgencies[value] ?? String(value),
    filling: (value: number) => fillings[value] ?? String(value),
  };
}

import { useTranslation } from 'react-i18next';
import type { PlanType } from './plan-rules';

/** The plan form's per-value words, with static keys (a key is never built from a value). */
export function usePlanWords() {
  const { t } = useTranslation();
  const typeNames: Record<PlanType, string> = {
    0: t('work-orders.plan.type-yearly'),
    1: t('work-orders.plan.type-quarterly'),
    2: t('work-orders.plan.type-monthly'),
    3: t('work-orders.plan.type-weekly'),
    4: t('work-orders.plan.type-daily'),
    5: t('work-orders.plan.type-single'),
  };
  // The frequency field's label follows the type (seed 001 section 4: 每年, 每季度, 每月, 每周, 每日).
  const frequencyLabels: Record<PlanType, string> = {
    0: t('work-orders.plan.every-year'),
    1: t('work-orders.plan.every-quarter'),
    2: t('work-orders.plan.every-month'),
    3: t('work-orders.plan.every-week'),
    4: t('work-orders.plan.every-day'),
    5: t('work-orders.plan.type-single'),
  };
  const weekdays = [
    t('work-orders.plan.weekday-1'),
    t('work-orders.plan.weekday-2'),
    t('work-orders.plan.weekday-3'),
    t('work-orders.plan.weekday-4'),
    t('work-orders.plan.weekday-5'),
    t('work-orders.plan.weekday-6'),
    t('work-orders.plan.weekday-7'),
  ];
  return {
    typeName: (type: PlanType) => typeNames[type],
    frequencyLabel: (type: PlanType) => frequencyLabels[type],
    weekday: (day: number) => weekdays[day - 1] ?? String(day),
    month: (month: number) => t('work-orders.plan.month-n', { n: month }),
    quarterMonth: (month: number) => t('work-orders.plan.quarter-month-n', { n: month }),
    dayOfMonth: (day: number) => t('work-orders.plan.day-n', { n: day }),
    finishDay: (day: number) => t('work-orders.plan.finish-day-n', { n: day }),
  };
}

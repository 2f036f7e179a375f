import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderPreviewRow } from '../../../../server/src/wire/schedules';
import { feedback } from '../../../lib/feedback';
import { workOrdersApi } from '../api';
import { previewBody, type PlanFormValues } from './plan-form-values';
import { previewBlocker } from './plan-rules';

/**
 * The schedule preview of the plan form. It asks the server only after the spec's checks pass (seed 001 section 5:
 * 请选择频次, then 请选择单次工单完成时间, as error toasts); a failed answer leaves the table loading (section 8).
 */
export function useSchedulePreview(projectId: string | null) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<OrderPreviewRow[]>([]);
  const [loading, setLoading] = useState(false);

  /** True when the schedule passes the spec's checks; shows the spec's message otherwise. */
  const checkSchedule = (values: PlanFormValues): boolean => {
    const blocker = previewBlocker(values);
    if (blocker === 'frequency') feedback.error(t('work-orders.plan.choose-frequency'));
    if (blocker === 'finish-time') feedback.error(t('work-orders.plan.choose-finish-time'));
    return blocker === null;
  };

  const run = async (values: PlanFormValues) => {
    if (!checkSchedule(values)) return;
    const body = previewBody(values, projectId);
    if (!body || !body.title) {
      feedback.warning(t('work-orders.plan.preview-needs'));
      return;
    }
    setLoading(true);
    try {
      setRows(await workOrdersApi.preview(body));
      setLoading(false);
    } catch {
      // The API client has shown the server's reason; the loading state stays on (seed 001 sections 4 and 8).
      setRows([]);
    }
  };

  const clear = () => {
    setRows([]);
    setLoading(false);
  };

  return { rows, loading, run, clear, checkSchedule };
}

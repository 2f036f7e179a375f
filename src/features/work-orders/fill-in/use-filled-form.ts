import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FormField } from '../../../../server/src/wire/visualdev';
import type { FillingRecord } from '../../../../server/src/wire/work-orders-fill-ins';
import type { WoFormConfig } from '../../../../server/src/wire/work-orders-forms';
import { workOrdersApi } from '../api';
import { WORK_ORDER_KEYS } from '../query-keys';
import type { FormRenderer } from './form-renderer';

/** A record's JSON text as an object; {} when it is not one (a fill-in never saved holds '{}'). */
function parseRecord(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export interface FilledForm {
  config: WoFormConfig | undefined;
  record: FillingRecord | undefined;
  fields: FormField[];
  /** The record as form values, ready for the form's initial values. */
  values: Record<string, unknown>;
  loading: boolean;
  failed: boolean;
}

/**
 * A fill-in record and the released work-order form it is filled in on (`GET /api/datafilling/DataFilling/{id}`,
 * `GET /api/wovisualdev/OnlineDev/{templateId}/Config`). Without a template id the record's own is used.
 */
export function useFilledForm(renderer: FormRenderer, fillingId: string, templateId?: string): FilledForm {
  const { parseFormFields, valuesFromRecord } = renderer;
  const record = useQuery({
    queryKey: WORK_ORDER_KEYS.filling(fillingId),
    queryFn: () => workOrdersApi.filling(fillingId),
    enabled: fillingId !== '',
  });
  const formId = templateId || record.data?.templateId || '';
  const config = useQuery({
    queryKey: WORK_ORDER_KEYS.formConfig(formId),
    queryFn: () => workOrdersApi.formConfig(formId),
    enabled: formId !== '',
  });
  const fields = useMemo(() => (config.data ? parseFormFields(config.data.formData) : []), [config.data, parseFormFields]);
  const values = useMemo(() => valuesFromRecord(fields, parseRecord(record.data?.data)), [fields, record.data, valuesFromRecord]);
  return {
    config: config.data,
    record: record.data,
    fields,
    values,
    loading: record.isLoading || config.isLoading,
    failed: fillingId === '' || record.isError || config.isError,
  };
}

import { useQuery } from '@tanstack/react-query';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PopupSelect } from '../../../ui/popup-select/popup-select';
import type { PopupSelectColumn } from '../../../ui/popup-select/popup-select-dialog';
import { RENDER_API, type InterfaceRow } from './api';
import { textSetting, type FieldControlProps } from './field-control-props';
import { cellText, popupNames, popupSettings, relatedRecordName } from './popup-names';

// Popup selects (src/ui/popup-select): rows from a data interface (popupSelect) or another released form's records
// (relationForm, through POST /api/visualdev/OnlineDev/{modelId}/List); the value is the chosen row's id. Bill numbers
// are shown, never typed: the server issues the number when the record is first stored (and ignores a sent one), so
// asking for one here would use up numbers nobody keeps.

interface ColumnOption {
  value: string;
  label: string;
}

function columnsOf(field: FieldControlProps['field'], display: string, fallbackTitle: string): PopupSelectColumn<InterfaceRow>[] {
  const raw = (field as Record<string, unknown>).columnOptions;
  const options = Array.isArray(raw)
    ? raw.filter((item): item is ColumnOption => typeof item?.value === 'string' && typeof item?.label === 'string')
    : [];
  const columns = options.length > 0 ? options : [{ value: display, label: fallbackTitle }];
  return columns.map((column) => ({
    key: column.value,
    title: column.label,
    render: cellText,
  }));
}

/**
 * The shown text of a stored value (a record opened to view or edit): the row chosen in the dialog is not at hand
 * after a reload, so the text is asked for once per value (seed 001 section 7: a single-item call by id).
 */
function useStoredName(kind: string, field: FieldControlProps['field'], value: string | undefined, load: () => Promise<string>) {
  return useQuery({
    queryKey: ['forms', kind, field.__vModel__, value],
    queryFn: load,
    enabled: value !== undefined,
    staleTime: 60_000,
  }).data;
}

export function PopupSelectControl({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const { t } = useTranslation();
  const { interfaceId, rowKey, display } = popupSettings(field);
  const stored = typeof value === 'string' && value !== '' ? value : undefined;
  const label = useStoredName('popup-name', field, stored, async () => (await popupNames(field, [stored ?? ''])).get(stored ?? '') ?? '');
  return (
    <PopupSelect<InterfaceRow>
      id={id}
      value={stored}
      label={label || undefined}
      onChange={(next) => onChange?.(next)}
      rowKey={rowKey}
      displayField={display}
      title={field.__config__.label}
      columns={columnsOf(field, display, t('forms.popup.name'))}
      fetchPage={async (query) => {
        if (!interfaceId) return { list: [], total: 0 };
        const page = await RENDER_API.interfaceRows(interfaceId, { ...query, relationField: display });
        return { list: page.list, total: page.pagination.total };
      }}
      placeholder={textSetting(field, 'placeholder')}
      disabled={disabled || readOnly}
    />
  );
}

export function RelationFormControl({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const { t } = useTranslation();
  const modelId = textSetting(field, 'modelId') ?? '';
  const display = textSetting(field, 'relationField') ?? 'id';
  const stored = typeof value === 'string' && value !== '' ? value : undefined;
  const label = useStoredName('related-name', field, stored, () => relatedRecordName(field, stored ?? ''));
  return (
    <PopupSelect<InterfaceRow>
      id={id}
      value={stored}
      label={label}
      onChange={(next) => onChange?.(next)}
      rowKey="id"
      displayField={display}
      title={field.__config__.label}
      columns={columnsOf(field, display, t('forms.popup.record'))}
      fetchPage={async (query) => {
        if (!modelId) return { list: [], total: 0 };
        const page = await RENDER_API.relatedRecords(modelId, query);
        return { list: page.list, total: page.pagination.total };
      }}
      placeholder={textSetting(field, 'placeholder')}
      disabled={disabled || readOnly}
    />
  );
}

export function BillRuleControl({ value, id, disabled }: FieldControlProps) {
  const { t } = useTranslation();
  return (
    <Input id={id} readOnly disabled={disabled} value={typeof value === 'string' ? value : ''} placeholder={t('forms.bill-rule.on-save')} />
  );
}

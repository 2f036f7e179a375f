import { useEffect, useMemo, useRef, type ComponentType } from 'react';
import type { FormField } from '../../../../server/src/wire/visualdev';
import { EditableSubTable, type SubTableColumn, type SubTableHandle } from '../../../ui/sub-table/editable-sub-table';
import type { CellEditor } from '../../../ui/sub-table/sub-table-cell';
import { kindOf, textMax } from './field-kinds';
import { fieldPatterns } from './field-patterns';
import { FORM_ROWS_MAX } from './form-limits';
import { flagSetting, type FieldControlProps } from './field-control-props';
import { tableColumns } from './parse-form-fields';
import { useTableChecks } from './table-checks';

// A sub-table (jnpfKey 'table', seed 001 sections 4 and 5) through src/ui/sub-table: rows added and removed, a
// required cell left empty says 不能为空 inline, a pattern failure says the pattern's own text, and the 合计 row totals
// the columns the designer named (`summaryField`, shown when `showSummary`). Any component may be a column: text,
// numbers and fixed choices use the sub-table's own editors, the rest the same field components as the form.

type Row = Record<string, unknown>;

export interface TableControlProps extends FieldControlProps {
  /** The component of one field; passed in so this file does not import the table of all components. */
  renderControl: ComponentType<FieldControlProps>;
}

function editorOf(column: FormField, Control: ComponentType<FieldControlProps>, readOnly: boolean): CellEditor<Row> {
  const kind = kindOf(column);
  if (kind === 'input') return { kind: 'text', maxLength: textMax(column) };
  if (kind === 'inputNumber') return { kind: 'number', min: column.min, max: column.max, precision: column.precision };
  if ((kind === 'select' || kind === 'radio') && !column.__config__.dictionaryType && !column.multiple) {
    return { kind: 'select', options: (column.options ?? []).map((option) => ({ value: String(option.id), label: option.fullName })) };
  }
  return {
    kind: 'custom',
    render: (cell) => <Control field={column} value={cell.value} onChange={cell.onChange} disabled={cell.disabled} readOnly={readOnly} />,
  };
}

function summaryFieldsOf(field: FormField): ReadonlySet<string> {
  const raw = (field as Record<string, unknown>).summaryField;
  return new Set(Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : []);
}

export function TableControl({ field, value, onChange, id, disabled, readOnly = false, renderControl }: TableControlProps) {
  const tableRef = useRef<SubTableHandle<Row>>(null);
  const checks = useTableChecks();
  const model = field.__vModel__;
  const rows = useMemo(() => (Array.isArray(value) ? (value as Row[]) : []), [value]);

  const columns = useMemo((): SubTableColumn<Row>[] => {
    const summary = summaryFieldsOf(field);
    return tableColumns(field).map((column) => ({
      key: column.__vModel__,
      title: column.__config__.label,
      required: column.__config__.required === true,
      multiple: kindOf(column) === 'checkbox' || column.multiple === true,
      rules: fieldPatterns(column).map(({ regex, message }) => ({ pattern: regex, message: message ?? column.__config__.label })),
      editor: editorOf(column, renderControl, readOnly),
      summary: summary.has(column.__vModel__),
      width: kindOf(column) === 'input' || kindOf(column) === 'inputNumber' ? 160 : 220,
    }));
  }, [field, renderControl, readOnly]);

  useEffect(() => {
    if (!checks) return undefined;
    checks.set(model, () => tableRef.current?.validate() !== undefined);
    return () => {
      checks.delete(model);
    };
  }, [checks, model]);

  return (
    <div id={id}>
      <EditableSubTable<Row>
        ref={tableRef}
        columns={columns}
        value={rows}
        onChange={(next) => onChange?.(next)}
        createRow={() => ({})}
        disabled={disabled || readOnly}
        maxRows={FORM_ROWS_MAX}
        showSummary={flagSetting(field, 'showSummary')}
        summaryFormat={(total) => total.toFixed(2)}
        label={field.__config__.label}
      />
    </div>
  );
}

import { Input, InputNumber, Select } from 'antd';
import type { ReactNode } from 'react';

/** What a custom editor receives. */
export interface CellEditorProps<Row> {
  value: unknown;
  onChange: (value: unknown) => void;
  row: Row;
  invalid: boolean;
  disabled: boolean;
  'aria-label': string;
}

/** The built-in editors: text (default), number, or a choice from options (a list when the column is multiple). */
export type CellEditor<Row> =
  | { kind: 'text'; maxLength?: number }
  | { kind: 'number'; min?: number; max?: number; precision?: number }
  | { kind: 'select'; options: readonly { value: string; label: string }[] }
  | { kind: 'custom'; render: (props: CellEditorProps<Row>) => ReactNode };

export function SubTableCell<Row>({ editor, multiple, ...props }: CellEditorProps<Row> & { editor: CellEditor<Row>; multiple: boolean }) {
  const status = props.invalid ? 'error' : undefined;
  switch (editor.kind) {
    case 'number':
      return (
        <InputNumber
          value={typeof props.value === 'number' ? props.value : props.value === '' || props.value == null ? null : Number(props.value)}
          onChange={(value) => props.onChange(value ?? undefined)}
          min={editor.min}
          max={editor.max}
          precision={editor.precision}
          status={status}
          disabled={props.disabled}
          aria-label={props['aria-label']}
          style={{ width: '100%' }}
        />
      );
    case 'select':
      return (
        <Select
          mode={multiple ? 'multiple' : undefined}
          value={props.value as string | string[] | undefined}
          onChange={(value: unknown) => props.onChange(value)}
          options={editor.options.map((option) => ({ ...option }))}
          status={status}
          disabled={props.disabled}
          aria-label={props['aria-label']}
          allowClear
          style={{ width: '100%' }}
        />
      );
    case 'custom':
      return <>{editor.render(props)}</>;
    default:
      return (
        <Input
          value={props.value === undefined || props.value === null ? '' : String(props.value)}
          onChange={(event) => props.onChange(event.target.value)}
          maxLength={editor.maxLength}
          status={status}
          disabled={props.disabled}
          aria-label={props['aria-label']}
        />
      );
  }
}

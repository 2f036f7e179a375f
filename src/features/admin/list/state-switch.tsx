import { Switch } from 'antd';
import type { DataTableColumn } from '../../../ui/data-table/data-table';

/**
 * The status column of a record that is switched on and off by its Actions/State call: a switch that only a person
 * holding btn_edit may flip (the server checks the same button).
 */
export function stateSwitchColumn<Row extends { id: string; enabledMark: number }>(
  title: string,
  canEdit: boolean,
  onToggle: (row: Row) => void,
): DataTableColumn<Row> {
  return {
    key: 'enabledMark',
    title,
    width: 90,
    render: (value: number, row: Row) => (
      <Switch size="small" checked={value === 1} disabled={!canEdit} aria-label={title} onChange={() => onToggle(row)} />
    ),
  };
}

import { Input } from 'antd';
import { useMemo } from 'react';
import type { CellEditorProps } from '../../../ui/sub-table/sub-table-cell';
import { TreeSelectField } from '../../../ui/tree-select/tree-select-field';
import { flattenTree, pathTo, type TreeItem } from '../../../ui/tree/tree-item';

/** A unit's place as people read it: 'Company/Department'. */
export function unitPath(units: readonly TreeItem[], id: string): string {
  const byId = new Map(flattenTree(units).map((unit) => [unit.id, unit.fullName]));
  return pathTo(units, id)
    .map((step) => byId.get(step) ?? step)
    .join('/');
}

/**
 * The 'should say' cell: free text, except for the unit, which is chosen from the organisation. People belong to the
 * lowest units, so only those can be chosen (last-level mode); the report carries the unit's path.
 */
export function CorrectValueEditor<Row extends { field?: string }>({
  units,
  ...props
}: CellEditorProps<Row> & { units: readonly TreeItem[] }) {
  const text = typeof props.value === 'string' ? props.value : '';
  const chosenId = useMemo(() => flattenTree(units).find((unit) => unitPath(units, unit.id) === text)?.id, [units, text]);
  if (props.row.field === 'unit') {
    return (
      <TreeSelectField
        items={units}
        lastLevel
        value={chosenId}
        onChange={(id) => props.onChange(id ? unitPath(units, id) : undefined)}
        disabled={props.disabled}
        aria-label={props['aria-label']}
      />
    );
  }
  return (
    <Input
      value={text}
      maxLength={100}
      status={props.invalid ? 'error' : undefined}
      disabled={props.disabled}
      aria-label={props['aria-label']}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

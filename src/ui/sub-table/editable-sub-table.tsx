import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Table } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import { useImperativeHandle, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SummaryRow } from '../table-summary/summary-row';
import { summarise } from '../table-summary/summarise';
import { SubTableCell, type CellEditor } from './sub-table-cell';
import { cellError, validateRows, type SubTableRule } from './validate-rows';
import './sub-table.css';

export interface SubTableColumn<Row> {
  key: keyof Row & string;
  title: string;
  required?: boolean;
  /** The value is a list (a multiple select). */
  multiple?: boolean;
  rules?: readonly SubTableRule[];
  editor?: CellEditor<Row>;
  /** Totalled in the 合计 row. */
  summary?: boolean;
  width?: number;
}

/** What the parent can ask of the sub-table. */
export interface SubTableHandle<Row> {
  /** Checks every cell and shows the problems inline; the rows when all pass, otherwise undefined (seed 001 section 5). */
  validate: () => Row[] | undefined;
}

export interface EditableSubTableProps<Row extends object> {
  columns: readonly SubTableColumn<Row>[];
  value: readonly Row[];
  onChange: (rows: Row[]) => void;
  /** A new, empty row for the add button. */
  createRow: () => Row;
  ref?: Ref<SubTableHandle<Row>>;
  addText?: string;
  disabled?: boolean;
  /** The add button is disabled once there are this many rows. */
  maxRows?: number;
  /** Show a 合计 row for the columns marked `summary`. */
  showSummary?: boolean;
  summaryFormat?: (value: number, key: string) => ReactNode;
  /** Accessible name of the table. */
  label?: string;
}

let nextKey = 0;
const newKey = () => `row-${(nextKey += 1)}`;

/**
 * The editable sub-table (spec 2.8, seed 001 sections 4, 5): rows are added and removed and every change goes to the
 * parent; required cells must not be empty (不能为空 inline), pattern rules check non-empty values with their own
 * messages, and `validate()` answers nothing while any check fails.
 */
export function EditableSubTable<Row extends object>(props: EditableSubTableProps<Row>) {
  const { columns, value, onChange, createRow, disabled = false } = props;
  const { t } = useTranslation();
  const required = t('ui.sub-table.required');
  const [keys, setKeys] = useState<string[]>(() => value.map(newKey));
  // Problems are shown after a validate() and follow the cells as they are edited, keyed by row key and column.
  const [errors, setErrors] = useState<Record<string, Record<string, string>>>({});
  const [rowCount, setRowCount] = useState(value.length);

  // The parent replaced the rows wholesale (a reset, a load): fresh keys, no stale problems.
  if (rowCount !== value.length && keys.length !== value.length) {
    setRowCount(value.length);
    setKeys(value.map(newKey));
    setErrors({});
  }

  useImperativeHandle(
    props.ref,
    () => ({
      validate: () => {
        const found = validateRows(value, columns, required);
        const next: Record<string, Record<string, string>> = {};
        found.forEach((cells, index) => {
          const key = keys[index];
          if (key) next[key] = Object.fromEntries(cells);
        });
        setErrors(next);
        return found.size === 0 ? [...value] : undefined;
      },
    }),
    [value, columns, required, keys],
  );

  const setCell = (index: number, column: SubTableColumn<Row>, cell: unknown) => {
    const rows = value.map((row, position) => (position === index ? ({ ...row, [column.key]: cell } as Row) : row));
    const key = keys[index];
    const edited = rows[index];
    if (key && edited && errors[key] && Object.keys(errors[key]).length > 0) {
      // A row already marked is re-checked as it is edited (a cell's rule may depend on another cell of the row),
      // so each message goes as soon as it is fixed; cells that were not marked are not marked early.
      setErrors((current) => {
        const rowErrors: Record<string, string> = {};
        for (const other of columns) {
          if (current[key]?.[other.key] === undefined) continue;
          const message = cellError(other, (edited as Record<string, unknown>)[other.key], required, edited);
          if (message) rowErrors[other.key] = message;
        }
        return { ...current, [key]: rowErrors };
      });
    }
    onChange(rows);
  };

  const addRow = () => {
    setKeys((current) => [...current, newKey()]);
    setRowCount(value.length + 1);
    onChange([...value, createRow()]);
  };

  const removeRow = (index: number) => {
    setKeys((current) => current.filter((_key, position) => position !== index));
    setRowCount(value.length - 1);
    onChange(value.filter((_row, position) => position !== index));
  };

  const data = value.map((row, index) => ({ row, index, key: keys[index] ?? `row-at-${index}` }));
  type Item = (typeof data)[number];
  const summaryFields = columns.filter((column) => column.summary).map((column) => column.key);
  const totals = summarise(value, summaryFields);

  const tableColumns: ColumnType<Item>[] = [
    { key: '__index', title: '#', width: 48, align: 'center', render: (_value, item) => item.index + 1 },
    ...columns.map((column): ColumnType<Item> => ({
      key: column.key,
      width: column.width,
      title: (
        <span>
          {column.required ? (
            <span className="sluice-sub-table__required" aria-hidden>
              *
            </span>
          ) : null}
          {column.title}
        </span>
      ),
      render: (_value, item) => {
        const message = errors[item.key]?.[column.key];
        return (
          <div className="sluice-sub-table__cell">
            <SubTableCell<Row>
              editor={column.editor ?? { kind: 'text' }}
              multiple={column.multiple ?? false}
              value={(item.row as Record<string, unknown>)[column.key]}
              onChange={(cell) => setCell(item.index, column, cell)}
              row={item.row}
              invalid={message !== undefined}
              disabled={disabled}
              aria-label={t('ui.sub-table.cell', { column: column.title, row: item.index + 1 })}
            />
            {message ? (
              <div className="sluice-sub-table__error" role="alert">
                {message}
              </div>
            ) : null}
          </div>
        );
      },
    })),
  ];
  if (!disabled) {
    tableColumns.push({
      key: '__actions',
      title: t('ui.table.actions'),
      width: 72,
      align: 'center',
      render: (_value, item) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('ui.sub-table.remove', { row: item.index + 1 })}
          onClick={() => removeRow(item.index)}
        />
      ),
    });
  }

  return (
    <div className="sluice-sub-table" role="group" aria-label={props.label}>
      <Table<Item>
        rowKey="key"
        size="small"
        columns={tableColumns}
        dataSource={data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('ui.sub-table.empty') }}
        summary={
          props.showSummary && summaryFields.length > 0
            ? () => (
                <SummaryRow
                  columnKeys={['__index', ...columns.map((column) => column.key)]}
                  totals={totals}
                  trailingCells={disabled ? 0 : 1}
                  format={props.summaryFormat}
                />
              )
            : undefined
        }
      />
      {!disabled ? (
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          onClick={addRow}
          disabled={props.maxRows !== undefined && value.length >= props.maxRows}
          className="sluice-sub-table__add"
        >
          {props.addText ?? t('ui.sub-table.add')}
        </Button>
      ) : null}
    </div>
  );
}

import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Table, theme, Tooltip, type TableProps } from 'antd';
import type { ColumnType, SorterResult } from 'antd/es/table/interface';
import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON_CODES } from '../../lib/permissions';
import { usePermission } from '../../lib/use-permission';
import { SummaryRow } from '../table-summary/summary-row';
import { summarise } from '../table-summary/summarise';
import { applyLayout, settleFixed } from './column-layout';
import { ColumnSettingsButton } from './column-settings-button';
import { paginationConfig, type PageState } from './pagination';
import { actionsCellWidth, permittedActions, RowActionButtons, type RowAction } from './row-actions';
import { useColumnLayout } from './use-column-layout';
import { useFittedColumns } from './use-fitted-columns';
import './data-table.css';

/** A column of the shared table: an antd column with a stable key and a plain-text title for the column drawer. */
export interface DataTableColumn<Row> extends Omit<ColumnType<Row>, 'key' | 'title'> {
  key: string;
  title: string;
  /** Hidden until the person shows it in the column drawer. */
  defaultHidden?: boolean;
}

export type SortOrder = 'asc' | 'desc';

export interface DataTableProps<Row extends object> {
  columns: readonly DataTableColumn<Row>[];
  dataSource: readonly Row[];
  rowKey: keyof Row & string;
  loading?: boolean;
  /** Server paging; leave out for a table that shows everything it gets. */
  page?: PageState;
  onPageChange?: (currentPage: number, pageSize: number) => void;
  /** Server sorting by a column's key (`sidx`) and order; undefined when the person clears the sort. */
  onSortChange?: (field: string | undefined, order: SortOrder | undefined) => void;
  /** The column drawer, saved for this menu (the route's modelId); without it the page's columns show as defined. */
  columnSettings?: { moduleId: string | undefined };
  /** Gate the add, view, edit and delete buttons by btn_add, btn_detail, btn_edit and btn_remove (spec section 6). */
  permissionMode?: boolean;
  onAdd?: () => void;
  addText?: string;
  rowActions?: readonly RowAction<Row>[];
  /** Left of the toolbar, after the add button. */
  toolbar?: ReactNode;
  onRefresh?: () => void;
  /** A 合计 row totalling these columns. */
  summary?: { fields: readonly string[]; format?: (value: number, key: string) => ReactNode };
  onRowClick?: (row: Row) => void;
  rowSelection?: TableProps<Row>['rowSelection'];
  /** Accessible name of the table. */
  label?: string;
  /** 'middle' halves the cell padding, for a page whose columns must all fit beside a tree at laptop widths. */
  size?: 'middle';
  /**
   * Fit the table's width: columns sized from their measured titles and cells, the widest text narrowed first with an
   * ellipsis and a tooltip, so nothing hides under the fixed actions column. Set widths (switches, dates) are kept.
   */
  fit?: boolean;
  emptyText?: ReactNode;
}

function sortOf<Row>(sorter: SorterResult<Row> | SorterResult<Row>[]): { field: string | undefined; order: SortOrder | undefined } {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!single?.order) return { field: undefined, order: undefined };
  return { field: String(single.columnKey ?? single.field), order: single.order === 'ascend' ? 'asc' : 'desc' };
}

/**
 * The shared paged table (spec 2.8): antd Table with the spec's pager, an optional column drawer saved per menu,
 * row actions that follow the page's permissions when permission mode is on, and an optional 合计 row.
 */
export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const { columns, dataSource, rowKey, page, onPageChange, onSortChange, columnSettings, permissionMode = false } = props;
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { hasButton } = usePermission();
  const tableRef = useRef<HTMLDivElement>(null);
  const layoutState = useColumnLayout(
    columnSettings?.moduleId,
    columns.map((column) => ({
      key: column.key,
      label: column.title,
      ...(column.defaultHidden ? { defaultHidden: true } : {}),
    })),
  );
  const shown = applyLayout(columns, layoutState.layout);
  const actions = useMemo(
    () => permittedActions(props.rowActions ?? [], permissionMode, hasButton),
    [props.rowActions, permissionMode, hasButton],
  );
  const canAdd = props.onAdd !== undefined && (!permissionMode || hasButton(BUTTON_CODES.add));

  const antColumns: ColumnType<Row>[] = settleFixed(shown).map(({ defaultHidden: _hidden, ...column }) => ({
    ...column,
    dataIndex: column.dataIndex ?? column.key,
  }));
  if (actions.length > 0) {
    antColumns.push({
      key: '__actions',
      title: t('ui.table.actions'),
      fixed: 'right',
      // A middle table's cells have half the padding.
      width: Math.max(
        90,
        actions.length * (props.size === 'middle' ? 46 : 56),
        actionsCellWidth(
          actions.map((action) => action.label),
          props.size === 'middle' ? 16 : 32,
          { family: token.fontFamily, sizePx: token.fontSize },
        ),
      ),
      render: (_value, row) => <RowActionButtons row={row} actions={actions} />,
    });
  }

  // A middle table whose columns all have widths is laid out at exactly those widths, so its ellipses take effect;
  // any other grows to its content and scrolls.
  const widths = antColumns.map((column) => column.width);
  const fitted = props.size === 'middle' && widths.every((width) => typeof width === 'number');

  // The size switch's small and mini win over a page's 'middle': the person asked for shorter rows everywhere.
  const { componentSize } = ConfigProvider.useConfig();
  const tableSize = componentSize === 'small' ? undefined : props.size;
  const fit = useFittedColumns(props.fit === true, tableRef, antColumns, dataSource, {
    paddingPx: tableSize === 'middle' || componentSize === 'small' ? 8 : 16,
    hasSelection: props.rowSelection !== undefined,
  });
  const scrollX = fit.scrollX ?? (fitted ? widths.reduce<number>((sum, width) => sum + (width as number), 0) : 'max-content');

  const summary = props.summary;
  const totals = useMemo(() => (summary ? summarise(dataSource, summary.fields) : undefined), [summary, dataSource]);
  const hasToolbar = canAdd || props.toolbar !== undefined || props.onRefresh !== undefined || columnSettings !== undefined;

  return (
    <div className="sluice-data-table" ref={tableRef} role={props.label ? 'region' : undefined} aria-label={props.label}>
      {hasToolbar ? (
        <div className="sluice-data-table__toolbar">
          <div className="sluice-data-table__toolbar-left">
            {canAdd ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd}>
                {props.addText ?? t('ui.table.add')}
              </Button>
            ) : null}
            {props.toolbar}
          </div>
          <div className="sluice-data-table__toolbar-right">
            {props.onRefresh ? (
              <Tooltip title={t('ui.table.refresh')}>
                <Button icon={<ReloadOutlined />} aria-label={t('ui.table.refresh')} onClick={props.onRefresh} />
              </Tooltip>
            ) : null}
            {columnSettings ? <ColumnSettingsButton state={layoutState} /> : null}
          </div>
        </div>
      ) : null}
      <Table<Row>
        rowKey={rowKey}
        size={tableSize}
        columns={fit.columns}
        tableLayout={props.fit ? 'fixed' : undefined}
        dataSource={dataSource as Row[]}
        loading={props.loading}
        scroll={{ x: scrollX }}
        rowSelection={props.rowSelection}
        locale={props.emptyText === undefined ? undefined : { emptyText: props.emptyText }}
        pagination={page && onPageChange ? paginationConfig(page, (total) => t('ui.table.total', { total }), onPageChange) : false}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') {
            const { field, order } = sortOf(sorter);
            onSortChange?.(field, order);
          }
        }}
        onRow={
          props.onRowClick
            ? (row) => ({ onClick: () => props.onRowClick?.(row), className: 'sluice-data-table__row--clickable' })
            : undefined
        }
        summary={
          summary && totals
            ? () => (
                <SummaryRow
                  columnKeys={shown.map((column) => column.key)}
                  totals={totals}
                  leadingCells={props.rowSelection ? 1 : 0}
                  trailingCells={actions.length > 0 ? 1 : 0}
                  format={summary.format}
                />
              )
            : undefined
        }
      />
    </div>
  );
}

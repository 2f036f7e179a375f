import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useState, type ReactNode } from 'react';
import type { Paged } from '../../../../server/src/wire/envelope';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { DEFAULT_PAGE_SIZE } from '../../../ui/data-table/pagination';
import type { RowAction } from '../../../ui/data-table/row-actions';
import { SearchBar } from '../../../ui/layouts/search-bar';
import { TablePage } from '../../../ui/layouts/table-page';

/** What a list page asks its server list for. */
export interface AdminListQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

export interface AdminListPageProps<Row extends { id: string }> {
  /** The list's query-key prefix: the query follows it, so invalidating the prefix refreshes every page. */
  queryKey: readonly unknown[];
  fetch: (query: AdminListQuery) => Promise<Paged<Row>>;
  columns: readonly DataTableColumn<Row>[];
  /** Gated by their codes: the page's buttons decide which show (spec section 6). */
  rowActions: readonly RowAction<Row>[];
  /** Accessible name of the table. */
  tableLabel: string;
  keywordLabel: string;
  keywordPlaceholder: string;
  /** Shown with btn_add. */
  onAdd?: () => void;
  addText?: string;
  /** Filters beside the keyword (a type switch) that the page holds; `filterKey` names their value. */
  filters?: ReactNode;
  /** When it changes the list starts again from the first page, as it does for a new keyword or page size. */
  filterKey?: string;
  /** Dialogs and drawers the page opens. */
  children?: ReactNode;
}

interface SearchValues {
  keyword?: string;
}

/**
 * The administration list pages (positions, data interfaces, print templates, bill rules): the search bar, then the
 * shared DataTable with the spec's pager (total, sizes, quick jumper; section 9) and permission-gated row actions.
 */
export function AdminListPage<Row extends { id: string }>(props: AdminListPageProps<Row>) {
  const [searchForm] = Form.useForm<SearchValues>();
  const filterKey = props.filterKey ?? '';
  const [state, setState] = useState({ keyword: '', currentPage: 1, pageSize: DEFAULT_PAGE_SIZE, filterKey });
  // A page number belongs to the filter it was chosen under; under another filter the list starts from page one.
  const query: AdminListQuery = {
    keyword: state.keyword,
    currentPage: state.filterKey === filterKey ? state.currentPage : 1,
    pageSize: state.pageSize,
  };
  const { fetch } = props;
  const result = useQuery({
    queryKey: [...props.queryKey, filterKey, query],
    queryFn: () => fetch(query),
    placeholderData: keepPreviousData,
  });
  const search = (keyword: string) => setState((current) => ({ ...current, keyword, currentPage: 1, filterKey }));

  return (
    <TablePage
      search={
        <SearchBar<SearchValues>
          form={searchForm}
          onSearch={(values) => search(values.keyword?.trim() ?? '')}
          onReset={() => search('')}
          loading={result.isFetching}
        >
          {props.filters}
          <Form.Item name="keyword" label={props.keywordLabel}>
            <Input allowClear placeholder={props.keywordPlaceholder} style={{ width: 220 }} />
          </Form.Item>
        </SearchBar>
      }
    >
      <DataTable<Row>
        fit
        label={props.tableLabel}
        rowKey="id"
        columns={props.columns}
        dataSource={result.data?.list ?? []}
        loading={result.isFetching}
        page={{ ...query, total: result.data?.pagination.total ?? 0 }}
        onPageChange={(currentPage, pageSize) => setState((current) => ({ ...current, currentPage, pageSize, filterKey }))}
        permissionMode
        onAdd={props.onAdd}
        addText={props.addText}
        rowActions={props.rowActions}
        onRefresh={() => void result.refetch()}
      />
      {props.children}
    </TablePage>
  );
}

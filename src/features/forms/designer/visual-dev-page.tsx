import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisualdevBaseItem } from '../../../../server/src/wire/visualdev';
import { formatDateTime } from '../../../lib/format/date-time';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { DEFAULT_PAGE_SIZE } from '../../../ui/data-table/pagination';
import type { RowAction } from '../../../ui/data-table/row-actions';
import { SearchBar } from '../../../ui/layouts/search-bar';
import { TablePage } from '../../../ui/layouts/table-page';
import { DESIGNER_KEYS, copyBase, fetchBases, releaseBase, removeBase, type BaseListQuery } from './api';
import { categoryName, categoryOptions } from './form-categories';
import { FormDesigner } from './form-designer';
import { openPreview } from './preview-link';
import { ReleaseState } from './release-state';

interface SearchValues {
  keyword?: string;
  category?: string;
}

/** What the designer is open on: a new form (id null) or a stored one. */
type Designing = { id: string | null } | undefined;

/**
 * /onlineDev/visualDev (issue 14 item 1): the form definitions with search, category filter and paging; add and edit
 * open the designer; copy, release (confirmed), preview and delete (confirmed) per row, each gated by its button.
 */
export function VisualDevPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [searchForm] = Form.useForm<SearchValues>();
  const [query, setQuery] = useState<BaseListQuery>({ keyword: '', category: '', currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [designing, setDesigning] = useState<Designing>(undefined);
  const result = useQuery({
    queryKey: [...DESIGNER_KEYS.lists, query],
    queryFn: () => fetchBases(query),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<DataTableColumn<VisualdevBaseItem>[]>(
    () => [
      { key: 'fullName', title: t('designer.list.full-name'), width: 180, ellipsis: true },
      { key: 'enCode', title: t('designer.list.en-code'), width: 170, ellipsis: true },
      { key: 'category', title: t('designer.list.category'), width: 100, render: (value: string) => categoryName(t, value) },
      { key: 'state', title: t('designer.list.state'), width: 150, render: (_value: number, row) => <ReleaseState item={row} /> },
      { key: 'sortCode', title: t('designer.list.sort-code'), width: 70 },
      {
        key: 'releaseTime',
        title: t('designer.list.released-at'),
        width: 170,
        render: (value: number | null) => (value === null ? '' : formatDateTime(value)),
      },
    ],
    [t],
  );

  const rowActions = useMemo<RowAction<VisualdevBaseItem>[]>(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: DESIGNER_KEYS.all });
    const release = (row: VisualdevBaseItem) =>
      modal.confirm({
        title: t('designer.release.title'),
        content: t('designer.release.question', { name: row.fullName }),
        okText: t('designer.release.ok'),
        cancelText: t('designer.common.cancel'),
        onOk: () =>
          releaseBase(row.id).then(() => {
            void message.success(t('designer.release.done'));
            void refresh();
          }),
      });
    return [
      { key: 'edit', label: t('designer.list.design'), code: 'btn_edit', onClick: (row) => setDesigning({ id: row.id }) },
      { key: 'preview', label: t('designer.list.preview'), onClick: (row) => openPreview({ id: row.id }) },
      {
        key: 'copy',
        label: t('designer.list.copy'),
        code: 'btn_copy',
        onClick: (row) =>
          void copyBase(row.id).then(() => {
            void message.success(t('designer.list.copied'));
            void refresh();
          }),
      },
      { key: 'release', label: t('designer.list.release'), code: 'btn_release', onClick: release },
      {
        key: 'remove',
        label: t('designer.list.remove'),
        code: 'btn_remove',
        danger: true,
        confirmDelete: true,
        onClick: (row) =>
          void removeBase(row.id).then(() => {
            void message.success(t('designer.list.removed'));
            void refresh();
          }),
      },
    ];
  }, [t, message, modal, queryClient]);

  const search = (values: SearchValues) =>
    setQuery((current) => ({ ...current, keyword: values.keyword?.trim() ?? '', category: values.category ?? '', currentPage: 1 }));

  return (
    <TablePage
      search={
        <SearchBar<SearchValues> form={searchForm} onSearch={search} onReset={search} loading={result.isFetching}>
          <Form.Item name="keyword" label={t('designer.list.keyword-label')}>
            <Input allowClear placeholder={t('designer.list.keyword')} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="category" label={t('designer.list.category')}>
            <Select allowClear placeholder={t('designer.list.category-all')} options={categoryOptions(t)} style={{ width: 160 }} />
          </Form.Item>
        </SearchBar>
      }
    >
      <DataTable<VisualdevBaseItem>
        label={t('designer.list.table-label')}
        rowKey="id"
        columns={columns}
        dataSource={result.data?.list ?? []}
        loading={result.isFetching}
        page={{ currentPage: query.currentPage, pageSize: query.pageSize, total: result.data?.pagination.total ?? 0 }}
        onPageChange={(currentPage, pageSize) => setQuery((current) => ({ ...current, currentPage, pageSize }))}
        permissionMode
        onAdd={() => setDesigning({ id: null })}
        addText={t('designer.list.add')}
        rowActions={rowActions}
        onRefresh={() => void result.refetch()}
      />
      <FormDesigner
        open={designing !== undefined}
        formId={designing?.id ?? null}
        onClose={() => setDesigning(undefined)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: DESIGNER_KEYS.lists })}
      />
    </TablePage>
  );
}

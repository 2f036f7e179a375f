import { DeleteOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Result, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnlineDevListBody, OnlineDevRow } from '../../../../server/src/wire/online-dev';
import { useRouteMeta } from '../../../lib/route-meta';
import { usePermission } from '../../../lib/use-permission';
import { useDeleteConfirm } from '../../../ui/confirm/use-delete-confirm';
import { DataTable, type SortOrder } from '../../../ui/data-table/data-table';
import { DEFAULT_PAGE_SIZE } from '../../../ui/data-table/pagination';
import { standardActions } from '../../../ui/data-table/row-actions';
import { SearchBar } from '../../../ui/layouts/search-bar';
import { TablePage } from '../../../ui/layouts/table-page';
import { parseFormFields } from '../render/parse-form-fields';
import { ExportRecordsButton } from './export-records-button';
import { generatedApi, RECORDS_KEY } from './generated-api';
import { recordColumns } from './record-columns';
import { RecordDrawer, type DrawerTarget } from './record-drawer';
import { useRowsWithPopupNames } from './use-popup-names';

const NO_ROWS: OnlineDevRow[] = [];

interface ListState {
  keyword: string;
  currentPage: number;
  pageSize: number;
  sidx?: string;
  sort?: SortOrder;
}

/**
 * The page of a menu of type 3 (seed 000 section 2.2): the released form its moduleId names as a list (search,
 * columns from the design less those the caller may not see, paging, sorting, export, batch delete) with an add, edit
 * and view drawer generated from the same design.
 */
export function GeneratedListPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const modelId = meta?.menu?.moduleId ?? '';
  const { hasButton } = usePermission();
  const queryClient = useQueryClient();
  const confirmDelete = useDeleteConfirm();
  const [searchForm] = Form.useForm<{ keyword?: string }>();
  const [state, setState] = useState<ListState>({ keyword: '', currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [target, setTarget] = useState<DrawerTarget | null>(null);
  const [selected, setSelected] = useState<string[]>([]);

  const config = useQuery({
    queryKey: ['online-dev-config', modelId],
    queryFn: () => generatedApi.config(modelId),
    enabled: modelId !== '',
  });
  const fields = useMemo(() => parseFormFields(config.data?.formData ?? ''), [config.data?.formData]);
  const columns = useMemo(() => recordColumns(fields, new Set(config.data?.hiddenColumns ?? [])), [fields, config.data?.hiddenColumns]);
  const filter = (): Omit<OnlineDevListBody, 'currentPage' | 'pageSize'> => ({
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(state.sidx ? { sidx: state.sidx, sort: state.sort ?? 'desc' } : {}),
  });
  const body: OnlineDevListBody = { ...filter(), currentPage: state.currentPage, pageSize: state.pageSize };
  const list = useQuery({
    queryKey: [...RECORDS_KEY, modelId, body],
    queryFn: () => generatedApi.list(modelId, body),
    enabled: config.data !== undefined,
    placeholderData: keepPreviousData,
  });
  const rows = useRowsWithPopupNames(fields, list.data?.list ?? NO_ROWS);
  const refresh = () => {
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: [...RECORDS_KEY, modelId] });
  };
  const search = (keyword: string) => setState((current) => ({ ...current, keyword, currentPage: 1 }));

  if (modelId === '' || config.isError) {
    return (
      <Result
        status="warning"
        title={t('generated.list.unavailable')}
        subTitle={modelId === '' ? t('generated.list.no-form') : undefined}
      />
    );
  }
  if (!config.data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;

  const title = config.data.fullName;
  const actions = standardActions<OnlineDevRow>(
    { detail: t('generated.list.view'), edit: t('generated.list.edit'), remove: t('generated.list.remove') },
    {
      onDetail: (row) => setTarget({ mode: 'view', id: row.id }),
      onEdit: (row) => setTarget({ mode: 'edit', id: row.id }),
      onRemove: (row) => void generatedApi.remove(modelId, row.id).then(refresh, () => undefined),
    },
  );
  const removeSelected = () => confirmDelete(() => generatedApi.removeMany(modelId, selected).then(refresh, () => undefined));

  return (
    <TablePage
      search={
        <SearchBar<{ keyword?: string }>
          form={searchForm}
          onSearch={(values) => search(values.keyword?.trim() ?? '')}
          onReset={() => search('')}
          loading={list.isFetching}
        >
          <Form.Item name="keyword" label={t('generated.list.keyword')}>
            <Input allowClear placeholder={t('generated.list.keyword-placeholder')} style={{ width: 220 }} />
          </Form.Item>
        </SearchBar>
      }
    >
      <DataTable<OnlineDevRow>
        label={title}
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        page={{ currentPage: state.currentPage, pageSize: state.pageSize, total: list.data?.pagination.total ?? 0 }}
        onPageChange={(currentPage, pageSize) => setState((current) => ({ ...current, currentPage, pageSize }))}
        onSortChange={(sidx, sort) => setState((current) => ({ ...current, sidx, sort, currentPage: 1 }))}
        columnSettings={{ moduleId: meta?.modelId }}
        permissionMode
        onAdd={() => setTarget({ mode: 'add' })}
        rowActions={actions}
        rowSelection={
          hasButton('btn_remove') ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined
        }
        toolbar={
          <>
            {hasButton('btn_remove') ? (
              <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={removeSelected}>
                {t('generated.list.remove-selected')}
              </Button>
            ) : null}
            {hasButton('btn_export') ? <ExportRecordsButton modelId={modelId} filter={filter} /> : null}
          </>
        }
        onRefresh={() => void list.refetch()}
      />
      <RecordDrawer
        modelId={modelId}
        title={title}
        fields={fields}
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          refresh();
        }}
      />
    </TablePage>
  );
}

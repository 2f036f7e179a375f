import { ScheduleOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { OrderItem } from '../../../../server/src/wire/work-orders';
import { feedback } from '../../../lib/feedback';
import { useRouteMeta } from '../../../lib/route-meta';
import { useSelectedProject } from '../../../lib/selected-project';
import { Authorized } from '../../../ui/authorized';
import { DataTable } from '../../../ui/data-table/data-table';
import { DEFAULT_PAGE_SIZE } from '../../../ui/data-table/pagination';
import { standardActions } from '../../../ui/data-table/row-actions';
import { ExportButton } from '../../../ui/export-button/export-button';
import { TablePage } from '../../../ui/layouts/table-page';
import { ORDER_EXPORT_PATH, workOrdersApi, type OrderListQuery } from '../api';
import { ORDER_DETAIL_PATH } from '../detail/detail-path';
import { WORK_ORDER_KEYS } from '../query-keys';
import { CreateOrderDrawer } from './create-order-drawer';
import { useOrderColumns } from './order-columns';
import { exportBodyOf, queryOfSearch, STATUS_MOVES } from './order-filters';
import { OrderSearchBar } from './order-search-bar';
import { StatusChangeModal, type StatusChangeTarget } from './status-change-modal';

const RECURRING_TASKS_PATH = '/projecManagement/recurringTasks';

/** /projecManagement/workOrderManagement: the orders of the selected project, with the buttons the page grants. */
export function WorkOrderListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const moduleId = useRouteMeta()?.modelId;
  const project = useSelectedProject();
  const columns = useOrderColumns();
  const [query, setQuery] = useState<OrderListQuery>({ keyword: '', currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [creating, setCreating] = useState(false);
  const [statusTarget, setStatusTarget] = useState<StatusChangeTarget | null>(null);
  const listQuery: OrderListQuery = { ...query, projectId: project?.projectId };
  const list = useQuery({
    queryKey: [...WORK_ORDER_KEYS.orders, listQuery],
    queryFn: () => workOrdersApi.orders(listQuery),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: WORK_ORDER_KEYS.all });
  const remove = useMutation({
    mutationFn: (row: OrderItem) => workOrdersApi.removeOrder(row.id),
    onSuccess: () => {
      feedback.success(t('work-orders.common.deleted'));
      refresh();
    },
  });
  const open = (row: OrderItem) => void navigate(`${ORDER_DETAIL_PATH}?id=${encodeURIComponent(row.id)}`);

  return (
    <TablePage
      search={<OrderSearchBar loading={list.isFetching} onSearch={(values) => setQuery((current) => queryOfSearch(values, current))} />}
      extras={
        <Authorized code="btn_export">
          <ExportButton url={ORDER_EXPORT_PATH} body={() => exportBodyOf(listQuery)} fileName={t('work-orders.list.export-file')} />
        </Authorized>
      }
    >
      <DataTable<OrderItem>
        label={t('work-orders.list.table')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        page={{ currentPage: query.currentPage, pageSize: query.pageSize, total: list.data?.pagination.total ?? 0 }}
        onPageChange={(currentPage, pageSize) => setQuery((current) => ({ ...current, currentPage, pageSize }))}
        columnSettings={{ moduleId }}
        permissionMode
        onAdd={() => setCreating(true)}
        addText={t('work-orders.list.create')}
        onRefresh={() => void list.refetch()}
        onRowClick={open}
        toolbar={
          <Button icon={<ScheduleOutlined />} onClick={() => void navigate(RECURRING_TASKS_PATH)}>
            {t('work-orders.list.recurring-tasks')}
          </Button>
        }
        rowActions={[
          ...standardActions<OrderItem>(
            { detail: t('work-orders.common.detail'), edit: t('work-orders.list.change-status'), remove: t('work-orders.common.delete') },
            {
              onDetail: open,
              onEdit: (row) => setStatusTarget({ id: row.id, title: row.title, next: STATUS_MOVES[row.status] ?? [] }),
              onRemove: (row) => remove.mutateAsync(row),
            },
          ).map((action) =>
            action.key === 'edit' ? { ...action, hidden: (row: OrderItem) => (STATUS_MOVES[row.status] ?? []).length === 0 } : action,
          ),
        ]}
      />
      <CreateOrderDrawer
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={() => {
          setCreating(false);
          refresh();
        }}
      />
      <StatusChangeModal target={statusTarget} onClose={() => setStatusTarget(null)} onChanged={refresh} />
    </TablePage>
  );
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanItem } from '../../../../server/src/wire/work-orders-plans';
import { feedback } from '../../../lib/feedback';
import { useSelectedProject } from '../../../lib/selected-project';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { DEFAULT_PAGE_SIZE } from '../../../ui/data-table/pagination';
import { SearchBar } from '../../../ui/layouts/search-bar';
import { TablePage } from '../../../ui/layouts/table-page';
import { workOrdersApi, type PlanListQuery } from '../api';
import { useOrderWords } from '../order-words';
import { WORK_ORDER_KEYS } from '../query-keys';
import { PlanDetailDrawer } from './plan-detail-drawer';
import { PlanDrawer } from './plan-drawer';
import type { PlanType } from './plan-rules';
import { usePlanWords } from './use-plan-words';

interface SearchValues {
  keyword?: string;
  state?: number;
}

/** /projecManagement/recurringTasks: the plans of the selected project; create, open (move its orders), stop. */
export function RecurringTasksPage() {
  const { t } = useTranslation();
  const words = useOrderWords();
  const planWords = usePlanWords();
  const project = useSelectedProject();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const [query, setQuery] = useState<PlanListQuery>({ keyword: '', currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const listQuery = { ...query, projectId: project?.projectId };
  const list = useQuery({
    queryKey: [...WORK_ORDER_KEYS.plans, listQuery],
    queryFn: () => workOrdersApi.plans(listQuery),
    placeholderData: keepPreviousData,
  });
  const stop = useMutation({
    mutationFn: (plan: PlanItem) => workOrdersApi.stopPlan(plan.id),
    onSuccess: () => {
      feedback.success(t('work-orders.plan.stopped'));
      void queryClient.invalidateQueries({ queryKey: WORK_ORDER_KEYS.plans });
    },
  });

  const columns: DataTableColumn<PlanItem>[] = [
    { key: 'title', title: t('work-orders.field.title'), dataIndex: 'title', ellipsis: true, width: 220 },
    { key: 'orderType', title: t('work-orders.field.type'), width: 100, render: (_value, row) => words.type(row.orderType) },
    {
      key: 'taskStatus',
      title: t('work-orders.plan.type'),
      width: 100,
      render: (_value, row) => {
        const type = row.executionScheduleDetail.taskStatus;
        return type === null || type === undefined ? '' : planWords.typeName(type as PlanType);
      },
    },
    {
      key: 'range',
      title: t('work-orders.plan.range'),
      width: 220,
      render: (_value, row) => `${dayjs(row.beginTime).format('YYYY-MM-DD')} ~ ${dayjs(row.endTime).format('YYYY-MM-DD')}`,
    },
    { key: 'templateName', title: t('work-orders.field.template'), dataIndex: 'templateName', ellipsis: true, width: 160 },
    { key: 'assigneeName', title: t('work-orders.field.assignee'), dataIndex: 'assigneeName', width: 110 },
    { key: 'orderCount', title: t('work-orders.plan.order-count'), dataIndex: 'orderCount', width: 100 },
    {
      key: 'state',
      title: t('work-orders.plan.state'),
      width: 90,
      render: (_value, row) =>
        row.state === 1 ? <Tag color="success">{t('work-orders.plan.state-on')}</Tag> : <Tag>{t('work-orders.plan.state-off')}</Tag>,
    },
  ];

  return (
    <TablePage
      search={
        <SearchBar<SearchValues>
          loading={list.isFetching}
          onSearch={(values) =>
            setQuery((current) => ({ ...current, keyword: values.keyword?.trim() ?? '', state: values.state, currentPage: 1 }))
          }
          onReset={() => setQuery((current) => ({ ...current, keyword: '', state: undefined, currentPage: 1 }))}
        >
          <Form.Item name="keyword" label={t('work-orders.common.keyword')}>
            <Input allowClear placeholder={t('work-orders.plan.keyword-placeholder')} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="state" label={t('work-orders.plan.state')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={[
                { value: 1, label: t('work-orders.plan.state-on') },
                { value: 0, label: t('work-orders.plan.state-off') },
              ]}
            />
          </Form.Item>
        </SearchBar>
      }
    >
      <DataTable<PlanItem>
        label={t('work-orders.plan.table')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        page={{ currentPage: query.currentPage, pageSize: query.pageSize, total: list.data?.pagination.total ?? 0 }}
        onPageChange={(currentPage, pageSize) => setQuery((current) => ({ ...current, currentPage, pageSize }))}
        onAdd={() => setCreating(true)}
        addText={t('work-orders.plan.create')}
        onRefresh={() => void list.refetch()}
        rowActions={[
          { key: 'open', label: t('work-orders.common.detail'), onClick: (row) => setOpenId(row.id) },
          {
            key: 'stop',
            label: t('work-orders.plan.stop'),
            danger: true,
            hidden: (row) => row.state !== 1,
            onClick: (row) =>
              modal.confirm({
                title: t('work-orders.plan.stop'),
                content: t('work-orders.plan.stop-question', { title: row.title }),
                okButtonProps: { danger: true },
                onOk: () => stop.mutateAsync(row),
              }),
          },
        ]}
      />
      <PlanDrawer
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={() => {
          setCreating(false);
          void queryClient.invalidateQueries({ queryKey: WORK_ORDER_KEYS.all });
        }}
      />
      <PlanDetailDrawer planId={openId} onClose={() => setOpenId(null)} />
    </TablePage>
  );
}

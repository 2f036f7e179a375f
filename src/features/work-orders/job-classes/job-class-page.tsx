import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobClass } from '../../../../server/src/wire/work-orders-job-classes';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { DEFAULT_PAGE_SIZE } from '../../../ui/data-table/pagination';
import { TablePage } from '../../../ui/layouts/table-page';
import { useOrderWords } from '../order-words';
import { JOB_CLASS_KEYS, jobClassApi } from './job-class-api';
import { JobClassFormModal } from './job-class-form-modal';

/** /projecType/busprojecttypejobclassify: the job-classification templates orders and plans are filed under. */
export function JobClassPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const words = useOrderWords();
  const queryClient = useQueryClient();
  const [paging, setPaging] = useState({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<JobClass | null | undefined>(undefined);
  const list = useQuery({
    queryKey: JOB_CLASS_KEYS.page(paging.currentPage, paging.pageSize),
    queryFn: () => jobClassApi.page(paging.currentPage, paging.pageSize),
  });
  const remove = useMutation({
    mutationFn: (jobClass: JobClass) => jobClassApi.remove(jobClass.id),
    onSuccess: () => {
      void message.success(t('work-orders.common.deleted'));
      void queryClient.invalidateQueries({ queryKey: JOB_CLASS_KEYS.all });
    },
  });

  const columns: DataTableColumn<JobClass>[] = [
    { key: 'fullName', title: t('work-orders.job-class.name'), dataIndex: 'fullName' },
    { key: 'enCode', title: t('work-orders.job-class.code'), dataIndex: 'enCode', width: 160 },
    { key: 'orderType', title: t('work-orders.field.type'), width: 110, render: (_value, row) => words.type(row.orderType) },
    { key: 'templateName', title: t('work-orders.field.template'), dataIndex: 'templateName', ellipsis: true },
    {
      key: 'isSafe',
      title: t('work-orders.job-class.safe'),
      width: 100,
      render: (_value, row) => (row.isSafe === 1 ? <Tag color="orange">{t('work-orders.job-class.safe')}</Tag> : null),
    },
    { key: 'sortCode', title: t('work-orders.job-class.sort-code'), dataIndex: 'sortCode', width: 90 },
    {
      key: 'enabledMark',
      title: t('work-orders.job-class.enabled'),
      width: 90,
      render: (_value, row) =>
        row.enabledMark === 1 ? <Tag color="success">{t('work-orders.job-class.on')}</Tag> : <Tag>{t('work-orders.job-class.off')}</Tag>,
    },
  ];

  return (
    <TablePage>
      <DataTable<JobClass>
        label={t('work-orders.job-class.table')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        page={{ currentPage: paging.currentPage, pageSize: paging.pageSize, total: list.data?.pagination.total ?? 0 }}
        onPageChange={(currentPage, pageSize) => setPaging({ currentPage, pageSize })}
        // Add, edit and delete by the page's btn_add, btn_edit and btn_remove (the server refuses them anyway).
        permissionMode
        onAdd={() => setEditing(null)}
        addText={t('work-orders.job-class.add')}
        onRefresh={() => void list.refetch()}
        rowActions={[
          { key: 'edit', label: t('work-orders.common.edit'), code: 'btn_edit', onClick: setEditing },
          {
            key: 'remove',
            label: t('work-orders.common.delete'),
            code: 'btn_remove',
            danger: true,
            confirmDelete: true,
            onClick: (row) => remove.mutate(row),
          },
        ]}
      />
      <JobClassFormModal jobClass={editing} onClose={() => setEditing(undefined)} />
    </TablePage>
  );
}

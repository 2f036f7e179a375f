import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderPreviewRow } from '../../../../server/src/wire/schedules';

export interface SchedulePreviewTableProps {
  rows: readonly OrderPreviewRow[];
  /** A preview is on its way, or the last one failed (seed 001 section 8: a non-200 answer leaves loading on). */
  loading: boolean;
}

/** The orders a plan would create in its range, one row each (`POST /api/order/engine/defaultJ`). */
export function SchedulePreviewTable({ rows, loading }: SchedulePreviewTableProps) {
  const { t } = useTranslation();
  return (
    <Table<OrderPreviewRow>
      size="small"
      aria-label={t('work-orders.plan.preview-table')}
      rowKey={(row) => `${row.originBeginDate}-${row.originEndDate}`}
      loading={loading}
      dataSource={rows as OrderPreviewRow[]}
      pagination={{ pageSize: 10, showSizeChanger: false, showTotal: (total) => t('work-orders.plan.preview-total', { total }) }}
      columns={[
        { key: 'index', title: '#', width: 56, render: (_value, _row, index) => index + 1 },
        { key: 'title', dataIndex: 'title', title: t('work-orders.field.title'), ellipsis: true },
        { key: 'begin', dataIndex: 'beginDateTimeShow', title: t('work-orders.field.begin-time'), width: 180 },
        { key: 'end', dataIndex: 'endDateTimeShow', title: t('work-orders.field.end-time'), width: 180 },
      ]}
    />
  );
}

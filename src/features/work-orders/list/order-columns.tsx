import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderItem } from '../../../../server/src/wire/work-orders';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import { STATUS_COLOURS, URGENCY_COLOURS, useOrderWords } from '../order-words';

/** The work-order list's columns (the column drawer saves their order and visibility per menu). */
export function useOrderColumns(): DataTableColumn<OrderItem>[] {
  const { t } = useTranslation();
  const words = useOrderWords();
  return [
    { key: 'orderNo', title: t('work-orders.field.order-no'), dataIndex: 'orderNo', width: 170 },
    { key: 'title', title: t('work-orders.field.title'), dataIndex: 'title', ellipsis: true, width: 220 },
    { key: 'orderType', title: t('work-orders.field.type'), width: 90, render: (_value, row) => words.type(row.orderType) },
    { key: 'categoryName', title: t('work-orders.field.category'), dataIndex: 'categoryName', ellipsis: true, width: 140 },
    {
      key: 'projectName',
      title: t('work-orders.field.project'),
      dataIndex: 'projectName',
      ellipsis: true,
      width: 150,
      defaultHidden: true,
    },
    {
      key: 'urgency',
      title: t('work-orders.field.urgency'),
      width: 90,
      render: (_value, row) => <Tag color={URGENCY_COLOURS[row.urgency]}>{words.urgency(row.urgency)}</Tag>,
    },
    { key: 'assigneeName', title: t('work-orders.field.assignee'), dataIndex: 'assigneeName', width: 110 },
    {
      key: 'status',
      title: t('work-orders.field.status'),
      width: 90,
      render: (_value, row) => <Tag color={STATUS_COLOURS[row.status]}>{words.status(row.status)}</Tag>,
    },
    {
      key: 'fillingStatus',
      title: t('work-orders.field.filling-status'),
      width: 100,
      render: (_value, row) => words.filling(row.fillingStatus),
    },
    { key: 'beginDateTimeShow', title: t('work-orders.field.begin-time'), dataIndex: 'beginDateTimeShow', width: 170 },
    { key: 'endDateTimeShow', title: t('work-orders.field.end-time'), dataIndex: 'endDateTimeShow', width: 170 },
  ];
}

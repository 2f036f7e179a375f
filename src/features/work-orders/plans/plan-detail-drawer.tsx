import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanDetail } from '../../../../server/src/wire/work-orders-plans';
import { workOrdersApi } from '../api';
import { STATUS_COLOURS, useOrderWords } from '../order-words';
import { WORK_ORDER_KEYS } from '../query-keys';
import { PlanOrderEditModal } from './plan-order-edit-modal';
import type { PlanType } from './plan-rules';
import { usePlanWords } from './use-plan-words';

type PlanOrder = PlanDetail['orders'][number];

/** One plan: what it is, and the orders it created so far; an order not yet begun can be moved (editOrderPlan). */
export function PlanDetailDrawer({ planId, onClose }: { planId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const words = useOrderWords();
  const planWords = usePlanWords();
  const [editing, setEditing] = useState<PlanOrder | null>(null);
  const detail = useQuery({
    queryKey: WORK_ORDER_KEYS.plan(planId ?? ''),
    queryFn: () => workOrdersApi.plan(planId ?? ''),
    enabled: planId !== null,
  });
  const plan = detail.data;
  const type = plan?.executionScheduleDetail.taskStatus;

  return (
    <Drawer
      open={planId !== null}
      onClose={onClose}
      size={820}
      title={plan?.title ?? t('work-orders.plan.detail')}
      loading={detail.isLoading}
    >
      {plan ? (
        <>
          <Descriptions
            size="small"
            bordered
            column={2}
            items={[
              { key: 'type', label: t('work-orders.field.type'), children: words.type(plan.orderType) },
              {
                key: 'plan-type',
                label: t('work-orders.plan.type'),
                children: type === null || type === undefined ? '' : planWords.typeName(type as PlanType),
              },
              { key: 'category', label: t('work-orders.field.category'), children: plan.categoryName },
              { key: 'template', label: t('work-orders.field.template'), children: plan.templateName },
              {
                key: 'range',
                label: t('work-orders.plan.range'),
                children: `${dayjs(plan.beginTime).format('YYYY-MM-DD')} ~ ${dayjs(plan.endTime).format('YYYY-MM-DD')}`,
              },
              {
                key: 'state',
                label: t('work-orders.plan.state'),
                children:
                  plan.state === 1 ? (
                    <Tag color="success">{t('work-orders.plan.state-on')}</Tag>
                  ) : (
                    <Tag>{t('work-orders.plan.state-off')}</Tag>
                  ),
              },
            ]}
          />
          <h3 style={{ margin: '16px 0 8px' }}>{t('work-orders.plan.orders')}</h3>
          <Table<PlanOrder>
            size="small"
            rowKey="id"
            aria-label={t('work-orders.plan.orders')}
            dataSource={plan.orders}
            pagination={{ pageSize: 10, showSizeChanger: false }}
            columns={[
              { key: 'title', dataIndex: 'title', title: t('work-orders.field.title'), ellipsis: true },
              { key: 'begin', dataIndex: 'beginDateTimeShow', title: t('work-orders.field.begin-time'), width: 170 },
              { key: 'end', dataIndex: 'endDateTimeShow', title: t('work-orders.field.end-time'), width: 170 },
              {
                key: 'status',
                title: t('work-orders.field.status'),
                width: 90,
                render: (_value, row) => <Tag color={STATUS_COLOURS[row.status]}>{words.status(row.status)}</Tag>,
              },
              {
                key: 'edit',
                title: t('work-orders.common.actions'),
                width: 80,
                render: (_value, row) =>
                  row.status === 1 && row.originBeginDate > Date.now() ? (
                    <Button type="link" size="small" onClick={() => setEditing(row)}>
                      {t('work-orders.common.edit')}
                    </Button>
                  ) : null,
              },
            ]}
          />
        </>
      ) : null}
      <PlanOrderEditModal order={editing} planId={planId} onClose={() => setEditing(null)} />
    </Drawer>
  );
}

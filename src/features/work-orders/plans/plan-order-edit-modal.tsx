import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanDetail } from '../../../../server/src/wire/work-orders-plans';
import { feedback } from '../../../lib/feedback';
import { workOrdersApi } from '../api';
import { WORK_ORDER_KEYS } from '../query-keys';

interface Values {
  begin: Dayjs;
  end: Dayjs;
}

const SHOW_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Moves one plan order that has not begun (`POST /api/order/engine/editOrderPlan { id, beginDateTimeShow, endDateTimeShow }`). */
export function PlanOrderEditModal({
  order,
  planId,
  onClose,
}: {
  order: PlanDetail['orders'][number] | null;
  planId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (order) form.setFieldsValue({ begin: dayjs(order.originBeginDate), end: dayjs(order.originEndDate) });
  }, [order, form]);
  const save = useMutation({
    mutationFn: (values: Values) =>
      workOrdersApi.editPlanOrder({
        id: order?.id ?? '',
        beginDateTimeShow: values.begin.format(SHOW_FORMAT),
        endDateTimeShow: values.end.format(SHOW_FORMAT),
      }),
    onSuccess: () => {
      feedback.success(t('work-orders.common.saved'));
      void queryClient.invalidateQueries({ queryKey: WORK_ORDER_KEYS.plan(planId ?? '') });
      void queryClient.invalidateQueries({ queryKey: WORK_ORDER_KEYS.orders });
      onClose();
    },
  });
  return (
    <Modal
      open={order !== null}
      title={t('work-orders.plan.edit-order')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      okText={t('work-orders.common.save')}
      cancelText={t('work-orders.common.cancel')}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
        <Form.Item
          name="begin"
          label={t('work-orders.field.begin-time')}
          rules={[{ required: true, message: t('work-orders.plan.rule-choose') }]}
        >
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="end"
          label={t('work-orders.field.end-time')}
          dependencies={['begin']}
          rules={[
            { required: true, message: t('work-orders.plan.rule-choose') },
            ({ getFieldValue }) => ({
              validator: (_rule, value: Dayjs | undefined) =>
                !value || !getFieldValue('begin') || value.isAfter(getFieldValue('begin') as Dayjs)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('work-orders.field.end-after-begin'))),
            }),
          ]}
        >
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

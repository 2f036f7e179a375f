import { useMutation } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Drawer, Form, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { OrderType } from '../../../../server/src/wire/work-orders-codes';
import { feedback } from '../../../lib/feedback';
import { useSelectedProject } from '../../../lib/selected-project';
import { workOrdersApi } from '../api';
import { OrderBasicsFields } from '../order-basics-fields';

interface Values {
  title: string;
  orderType: OrderType;
  categoryId?: string;
  templateId?: string;
  urgency?: 1 | 2 | 3;
  assigneeId?: string;
  range: [Dayjs, Dayjs];
  description?: string;
}

/** An order by hand (`POST /api/order/engine/create`), on the project chosen in the top bar. */
export function CreateOrderDrawer({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const project = useSelectedProject();
  const create = useMutation({
    mutationFn: (values: Values) =>
      workOrdersApi.createOrder({
        title: values.title.trim(),
        orderType: values.orderType,
        categoryId: values.categoryId ?? null,
        templateId: values.templateId ?? null,
        projectId: project?.projectId ?? '',
        urgency: values.urgency ?? 1,
        assigneeId: values.assigneeId ?? null,
        beginTime: values.range[0].valueOf(),
        endTime: values.range[1].valueOf(),
        description: values.description?.trim() ?? '',
      }),
    onSuccess: () => {
      feedback.success(t('work-orders.common.saved'));
      onSaved();
    },
  });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={720}
      title={t('work-orders.list.create')}
      destroyOnHidden
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{t('work-orders.common.cancel')}</Button>
          <Button type="primary" loading={create.isPending} disabled={!project} onClick={() => form.submit()}>
            {t('work-orders.common.save')}
          </Button>
        </Space>
      }
    >
      {project ? null : <Alert type="warning" showIcon title={t('work-orders.common.no-project')} style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical" initialValues={{ urgency: 1 }} onFinish={(values) => create.mutate(values)}>
        <OrderBasicsFields />
        <Form.Item
          name="range"
          label={t('work-orders.list.order-time')}
          rules={[{ required: true, message: t('work-orders.plan.rule-choose') }]}
        >
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="description" label={t('work-orders.field.description')}>
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

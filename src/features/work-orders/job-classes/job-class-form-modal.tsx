import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_TYPES, type OrderType } from '../../../../server/src/wire/work-orders-codes';
import type { JobClass } from '../../../../server/src/wire/work-orders-job-classes';
import { workOrdersApi } from '../api';
import { useOrderWords } from '../order-words';
import { WORK_ORDER_KEYS } from '../query-keys';
import { JOB_CLASS_KEYS, jobClassApi } from './job-class-api';

interface FormValues {
  fullName: string;
  enCode: string;
  orderType: OrderType;
  templateId?: string;
  isSafe: boolean;
  sortCode?: number;
  enabled: boolean;
  description?: string;
}

/** Create (`jobClass` null) or edit a job-classification template: name, code, kind, its work-order form, flags. */
export function JobClassFormModal({ jobClass, onClose }: { jobClass: JobClass | null | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const words = useOrderWords();
  const [form] = Form.useForm<FormValues>();
  const queryClient = useQueryClient();
  const open = jobClass !== undefined;
  const forms = useQuery({ queryKey: [...WORK_ORDER_KEYS.all, 'forms'], queryFn: workOrdersApi.forms, enabled: open });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      jobClass
        ? {
            fullName: jobClass.fullName,
            enCode: jobClass.enCode,
            orderType: jobClass.orderType,
            templateId: jobClass.templateId ?? undefined,
            isSafe: jobClass.isSafe === 1,
            sortCode: jobClass.sortCode,
            enabled: jobClass.enabledMark === 1,
            description: jobClass.description || undefined,
          }
        : { orderType: 'patrol', isSafe: false, sortCode: 0, enabled: true },
    );
  }, [open, jobClass, form]);

  const save = useMutation({
    mutationFn: (values: FormValues) => {
      const body = {
        fullName: values.fullName.trim(),
        enCode: values.enCode.trim(),
        orderType: values.orderType,
        templateId: values.templateId ?? null,
        isSafe: values.isSafe ? (1 as const) : (0 as const),
        sortCode: values.sortCode ?? 0,
        enabledMark: values.enabled ? (1 as const) : (0 as const),
        description: values.description ?? '',
      };
      return jobClass ? jobClassApi.update(jobClass.id, body) : jobClassApi.create(body);
    },
    onSuccess: () => {
      void message.success(t('work-orders.job-class.saved'));
      void queryClient.invalidateQueries({ queryKey: JOB_CLASS_KEYS.all });
      onClose();
    },
  });

  return (
    <Modal
      open={open}
      title={jobClass ? t('work-orders.job-class.edit-title', { name: jobClass.fullName }) : t('work-orders.job-class.add-title')}
      okText={t('work-orders.common.save')}
      confirmLoading={save.isPending}
      onOk={() => void form.validateFields().then((values) => save.mutate(values))}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="job-class-form">
        <Form.Item name="fullName" label={t('work-orders.job-class.name')} rules={[{ required: true, whitespace: true, max: 50 }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="enCode"
          label={t('work-orders.job-class.code')}
          rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: t('work-orders.job-class.code-rule') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="orderType" label={t('work-orders.field.type')} rules={[{ required: true }]}>
          <Select options={ORDER_TYPES.map((value) => ({ value, label: words.type(value) }))} />
        </Form.Item>
        <Form.Item name="templateId" label={t('work-orders.field.template')}>
          <Select
            allowClear
            loading={forms.isFetching}
            options={(forms.data?.list ?? []).map((item) => ({ value: item.id, label: item.fullName }))}
          />
        </Form.Item>
        <Form.Item name="sortCode" label={t('work-orders.job-class.sort-code')}>
          <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="isSafe" label={t('work-orders.job-class.safe')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="enabled" label={t('work-orders.job-class.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="description" label={t('work-orders.job-class.description')}>
          <Input.TextArea maxLength={500} showCount rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

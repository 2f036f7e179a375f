import { EyeOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Divider, Drawer, Form, Segmented, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useSelectedProject } from '../../../lib/selected-project';
import { workOrdersApi } from '../api';
import { OrderBasicsFields } from '../order-basics-fields';
import { planBody, type PlanFormValues } from './plan-form-values';
import { resetForType, type PlanType, type PlanVariant } from './plan-rules';
import { PlanScheduleFields } from './plan-schedule-fields';
import { SchedulePreviewTable } from './schedule-preview-table';
import { useSchedulePreview } from './use-schedule-preview';

/** A new plan runs from today for three months unless the person picks another range. */
const defaultRange = (): [Dayjs, Dayjs] => [dayjs().startOf('day'), dayjs().add(3, 'month').endOf('day')];

const SCHEDULE_FIELDS = ['taskStatus', 'yearDate', 'quarterDate', 'monthDate', 'weekDate', 'dayDate', 'dayFinishTime', 'finishTime'];

export interface PlanDrawerProps {
  open: boolean;
  onClose: () => void;
  /** After createPlanOrder answered 200. */
  onSaved: () => void;
}

/**
 * The plan form (seed 001 sections 4 and 5): the order's basics, the range, the schedule with its per-type selectors,
 * the preview of the orders it would create, and saving through createPlanOrder.
 */
export function PlanDrawer({ open, onClose, onSaved }: PlanDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PlanFormValues>();
  const project = useSelectedProject();
  const [variant, setVariant] = useState<PlanVariant>('periodic');
  const type = Form.useWatch('taskStatus', form);
  const preview = useSchedulePreview(project?.projectId ?? null);

  const changeType = (next: PlanType | undefined) => {
    // Seed 001 section 4: a new type empties every selection, the finish-time options and the preview.
    form.setFieldsValue(resetForType(next) as PlanFormValues);
    form.setFields(SCHEDULE_FIELDS.map((name) => ({ name, errors: [] })));
    preview.clear();
  };

  const save = useMutation({
    mutationFn: workOrdersApi.createPlan,
    onSuccess: () => {
      feedback.success(t('work-orders.plan.saved'));
      onSaved();
    },
  });

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !preview.checkSchedule(values) || !project) return;
    const body = planBody(values, project.projectId);
    if (body) save.mutate(body);
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('work-orders.plan.create')}
      size={880}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (!visible) return;
        setVariant('periodic');
        preview.clear();
      }}
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{t('work-orders.common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} disabled={!project} onClick={() => void submit()}>
            {t('work-orders.common.save')}
          </Button>
        </Space>
      }
    >
      {project ? null : <Alert type="warning" showIcon title={t('work-orders.common.no-project')} style={{ marginBottom: 16 }} />}
      <Form<PlanFormValues> form={form} layout="vertical" initialValues={{ urgency: 1, range: defaultRange() }}>
        <OrderBasicsFields />
        <Form.Item
          name="range"
          label={t('work-orders.plan.range')}
          rules={[{ required: true, message: t('work-orders.plan.rule-choose') }]}
        >
          <DatePicker.RangePicker style={{ width: '100%' }} />
        </Form.Item>
        <Divider titlePlacement="start">{t('work-orders.plan.schedule')}</Divider>
        <Form.Item label={t('work-orders.plan.variant')}>
          <Segmented<PlanVariant>
            value={variant}
            options={[
              { value: 'periodic', label: t('work-orders.plan.variant-periodic') },
              { value: 'single', label: t('work-orders.plan.variant-single') },
            ]}
            onChange={(next) => {
              setVariant(next);
              changeType(undefined);
            }}
          />
        </Form.Item>
        <PlanScheduleFields variant={variant} type={type} onTypeChange={changeType} />
        <Button
          icon={<EyeOutlined />}
          onClick={() => void preview.run(form.getFieldsValue(true) as PlanFormValues)}
          style={{ marginBottom: 12 }}
        >
          {t('work-orders.plan.preview')}
        </Button>
        <SchedulePreviewTable rows={preview.rows} loading={preview.loading} />
      </Form>
    </Drawer>
  );
}

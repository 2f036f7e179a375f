import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_TYPES, URGENCIES, type OrderType } from '../../../server/src/wire/work-orders-codes';
import { UserSelect } from '../../ui/user-picker/user-select';
import { workOrdersApi } from './api';
import { useOrderWords } from './order-words';
import { WORK_ORDER_KEYS } from './query-keys';

/**
 * The fields an order and a plan share: title, kind, job class (whose form becomes the template), the form itself,
 * urgency and assignee. Lives inside the caller's antd Form.
 */
export function OrderBasicsFields() {
  const { t } = useTranslation();
  const words = useOrderWords();
  const form = Form.useFormInstance();
  const orderType = Form.useWatch<OrderType | undefined>('orderType', form);
  const classes = useQuery({
    queryKey: WORK_ORDER_KEYS.jobClasses(orderType),
    queryFn: () => workOrdersApi.jobClasses(orderType),
    enabled: orderType !== undefined,
  });
  const forms = useQuery({ queryKey: WORK_ORDER_KEYS.forms, queryFn: () => workOrdersApi.forms() });
  const classList = classes.data?.list ?? [];

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="title"
          label={t('work-orders.field.title')}
          rules={[{ required: true, whitespace: true, max: 100, message: t('work-orders.field.title-required') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="orderType"
          label={t('work-orders.field.type')}
          rules={[{ required: true, message: t('work-orders.plan.rule-choose') }]}
        >
          <Select
            placeholder={t('work-orders.plan.rule-choose')}
            options={ORDER_TYPES.map((value) => ({ value, label: words.type(value) }))}
            onChange={() => form.setFieldsValue({ categoryId: undefined })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="categoryId" label={t('work-orders.field.category')}>
          <Select
            allowClear
            disabled={orderType === undefined}
            loading={classes.isFetching}
            placeholder={t('work-orders.field.category-placeholder')}
            options={classList.map((item) => ({ value: item.id, label: item.fullName }))}
            onChange={(id: string | undefined) => {
              const chosen = classList.find((item) => item.id === id);
              if (chosen?.templateId) form.setFieldsValue({ templateId: chosen.templateId });
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="templateId" label={t('work-orders.field.template')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={forms.isFetching}
            placeholder={t('work-orders.field.template-placeholder')}
            options={(forms.data?.list ?? []).map((item) => ({ value: item.id, label: item.fullName }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="urgency" label={t('work-orders.field.urgency')}>
          <Radio.Group options={URGENCIES.map((value) => ({ value, label: words.urgency(value) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="assigneeId" label={t('work-orders.field.assignee')}>
          <UserSelect title={t('work-orders.field.assignee')} placeholder={t('work-orders.field.assignee-placeholder')} />
        </Form.Item>
      </Col>
    </Row>
  );
}

import { Col, Form, Input, InputNumber, Modal, Row, Select, Switch, type FormInstance } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_PATTERN } from '../../../../server/src/wire/validation';
import '../admin.css';

export interface AdminFormModalProps<Values extends object> {
  open: boolean;
  title: string;
  width: number;
  saving: boolean;
  form: FormInstance<Values>;
  /** What the form shows each time it opens; keep it memoised, a new object refills the form. */
  values: Partial<Values>;
  onFinish: (values: Values) => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * The dialog of the system-data record forms (data interfaces, print templates): filled afresh on every opening,
 * saved by its OK button, its contents dropped on close so nothing of an abandoned edit lingers.
 */
export function AdminFormModal<Values extends object>(props: AdminFormModalProps<Values>) {
  const { t } = useTranslation();
  const { open, form, values } = props;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, values, form]);
  return (
    <Modal
      className="sluice-admin-modal"
      open={open}
      width={props.width}
      title={props.title}
      okText={t('system-data.common.save')}
      cancelText={t('system-data.common.cancel')}
      confirmLoading={props.saving}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={props.onFinish}>
        {props.children}
      </Form>
    </Modal>
  );
}

interface Choice {
  name: string;
  label: string;
  options: { value: string | number; label: string }[];
}

/**
 * The fields every system-data record opens with: name, code (the shared code rule), its category (optional) and
 * kind (required), sort order and status (`enabled`, a switch).
 */
export function RecordBasicsFields({ category, kind }: { category: Choice; kind: Choice }) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col span={8}>
        <Form.Item
          name="fullName"
          label={t('system-data.common.full-name')}
          rules={[{ required: true, max: 50, message: t('system-data.common.name-required') }]}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item
          name="enCode"
          label={t('system-data.common.en-code')}
          rules={[{ required: true, pattern: CODE_PATTERN, max: 50, message: t('system-data.common.code-rule') }]}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name={category.name} label={category.label}>
          <Select allowClear options={category.options} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name={kind.name} label={kind.label} rules={[{ required: true }]}>
          <Select options={kind.options} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="sortCode" label={t('system-data.common.sort-code')}>
          <InputNumber min={0} max={999_999} precision={0} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="enabled" label={t('system-data.common.status')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
    </Row>
  );
}

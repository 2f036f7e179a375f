import { Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintTemplateBody, PrintTemplateItem } from '../../../../server/src/wire/print-template';
import { SanitizedPreview } from './sanitized-preview';

const CODE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;

export interface PrintTemplateFormProps {
  open: boolean;
  template: PrintTemplateItem | null;
  saving: boolean;
  categories: { value: string; label: string }[];
  onSubmit: (body: PrintTemplateBody) => void;
  onCancel: () => void;
}

/** The template's fields beside a live preview of its HTML as it will print. */
export function PrintTemplateForm({ open, template, saving, categories, onSubmit, onCancel }: PrintTemplateFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PrintTemplateBody & { enabled: boolean }>();
  const html = Form.useWatch('printTemplate', form) ?? '';
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      template
        ? {
            fullName: template.fullName,
            enCode: template.enCode,
            category: template.category,
            type: template.type === 1 ? 1 : 2,
            printTemplate: template.printTemplate,
            sortCode: template.sortCode,
            description: template.description,
            enabled: template.enabledMark === 1,
          }
        : { type: 2, printTemplate: '<h2>{{title}}</h2>\n<p>{{billNo}}</p>', sortCode: 0, enabled: true },
    );
  }, [open, template, form]);
  return (
    <Modal
      open={open}
      width={1000}
      title={template ? t('system-data.print.edit') : t('system-data.print.add')}
      okText={t('system-data.common.save')}
      cancelText={t('system-data.common.cancel')}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ enabled, ...values }) => onSubmit({ ...values, enabledMark: enabled ? 1 : 0 })}>
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
            <Form.Item name="category" label={t('system-data.print.category')}>
              <Select allowClear options={categories} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="type" label={t('system-data.print.type')} rules={[{ required: true }]}>
              <Select
                options={[
                  { value: 1, label: t('system-data.print.type-flow') },
                  { value: 2, label: t('system-data.print.type-form') },
                ]}
              />
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
          <Col span={12}>
            <Form.Item
              name="printTemplate"
              label={t('system-data.print.html')}
              extra={t('system-data.print.html-help', { example: '{{field}}', interpolation: { escapeValue: false } })}
              rules={[{ max: 200_000 }]}
            >
              <Input.TextArea rows={14} style={{ fontFamily: 'monospace' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('system-data.print.preview')}>
              <SanitizedPreview html={html} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}

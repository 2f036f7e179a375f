import { Col, Form, Input, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintTemplateBody, PrintTemplateItem } from '../../../../server/src/wire/print-template';
import { AdminFormModal, RecordBasicsFields } from '../list/admin-form-modal';
import { SanitizedPreview } from './sanitized-preview';

type FormValues = PrintTemplateBody & { enabled: boolean };

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
  const [form] = Form.useForm<FormValues>();
  const html = Form.useWatch('printTemplate', form) ?? '';
  const values = useMemo<Partial<FormValues>>(
    () =>
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
    [template],
  );
  return (
    <AdminFormModal<FormValues>
      open={open}
      width={1000}
      title={template ? t('system-data.print.edit') : t('system-data.print.add')}
      saving={saving}
      form={form}
      values={values}
      onFinish={({ enabled, ...body }) => onSubmit({ ...body, enabledMark: enabled ? 1 : 0 })}
      onCancel={onCancel}
    >
      <RecordBasicsFields
        category={{ name: 'category', label: t('system-data.print.category'), options: categories }}
        kind={{
          name: 'type',
          label: t('system-data.print.type'),
          options: [
            { value: 1, label: t('system-data.print.type-flow') },
            { value: 2, label: t('system-data.print.type-form') },
          ],
        }}
      />
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="printTemplate"
            label={t('system-data.print.html')}
            extra={t('system-data.print.html-help', { example: '{{field}}', interpolation: { escapeValue: false } })}
            rules={[{ max: 200_000 }]}
          >
            <Input.TextArea rows={10} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label={t('system-data.print.preview')}>
            <SanitizedPreview html={html} />
          </Form.Item>
        </Col>
      </Row>
    </AdminFormModal>
  );
}

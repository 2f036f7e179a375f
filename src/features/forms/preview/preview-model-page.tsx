import { App, Alert, Button, Card, Empty, Flex, Form, Result, Spin, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { JnpfKey } from '../../../../server/src/wire/visualdev';
import { GeneratedFormFields } from '../render/generated-form-fields';
import { recordFromValues } from '../render/value-conversion';
import { usePreviewDesign } from './preview-source';

/**
 * Seed 001 section 2: under /previewModel?isPreview=1 the plan and work-order parts (patrol contents, the maintenance
 * checklist, assessment rows) show a not-allowed cursor and cannot be filled in: they belong to an order.
 */
const PREVIEW_LOCKED_KINDS: ReadonlySet<JnpfKey> = new Set<JnpfKey>(['patrolContent', 'maintenanceCheck', 'assessment']);

/**
 * /previewModel (seed 001 section 2): a form as a person will fill it. Submitting runs the client checks and shows
 * the record that would be sent; nothing is stored.
 */
export function PreviewModelPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const id = params.get('id');
  const isPreview = params.get('isPreview') === '1';
  const design = usePreviewDesign(id, isPreview);
  const [form] = Form.useForm();
  const [record, setRecord] = useState<Record<string, unknown> | null>(null);
  const [readOnly, setReadOnly] = useState(false);

  if (design.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (design.isError || !design.data) return <Result status="info" title={t('forms.preview.no-design')} />;
  const { name, fields } = design.data;

  return (
    <Flex vertical gap={16} style={{ padding: 16 }} data-testid="preview-model-page">
      <Card
        title={name ? `${t('forms.preview.title')} - ${name}` : t('forms.preview.title')}
        extra={
          <Flex gap={8} align="center">
            <Typography.Text>{t('forms.preview.read-only')}</Typography.Text>
            <Switch aria-label={t('forms.preview.read-only')} checked={readOnly} onChange={setReadOnly} />
          </Flex>
        }
      >
        {fields.length === 0 ? (
          <Empty description={t('forms.preview.empty-design')} />
        ) : (
          <Form
            form={form}
            layout="vertical"
            scrollToFirstError
            onFinish={(values: Record<string, unknown>) => setRecord(recordFromValues(fields, values))}
            onFinishFailed={() => {
              setRecord(null);
              message.warning(t('forms.preview.invalid'));
            }}
          >
            <GeneratedFormFields fields={fields} readOnly={readOnly} lockedKinds={isPreview ? PREVIEW_LOCKED_KINDS : undefined} />
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" disabled={readOnly}>
                {t('forms.preview.submit')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  setRecord(null);
                }}
              >
                {t('forms.preview.reset')}
              </Button>
            </Flex>
          </Form>
        )}
      </Card>
      {record ? (
        <Card title={t('forms.preview.record')}>
          <Alert type="info" showIcon message={t('forms.preview.not-stored')} style={{ marginBottom: 12 }} />
          <Typography.Paragraph>
            <pre data-testid="preview-record" style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {JSON.stringify(record, null, 2)}
            </pre>
          </Typography.Paragraph>
        </Card>
      ) : null}
    </Flex>
  );
}

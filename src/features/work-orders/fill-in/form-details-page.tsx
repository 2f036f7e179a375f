import { Button, Descriptions, Form, Result, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormPage } from '../../../ui/layouts/form-page';
import { useOrderWords } from '../order-words';
import type { FormRenderer } from './form-renderer';
import { useFilledForm } from './use-filled-form';

/** /formDetails?id=<fill-in id>[&templateId=]: an order's filled form, read-only, with who filled it and when. */
export function FormDetailsPage({ renderer }: { renderer: FormRenderer }) {
  const { t } = useTranslation();
  const words = useOrderWords();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filled = useFilledForm(renderer, params.get('id') ?? '', params.get('templateId') ?? undefined);
  const [form] = Form.useForm<Record<string, unknown>>();
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(filled.values);
  }, [form, filled.values]);
  const back = () => void navigate(-1);
  if (filled.failed) {
    return (
      <Result
        status="warning"
        title={t('work-orders.fill-in.missing')}
        extra={<Button onClick={back}>{t('work-orders.common.back')}</Button>}
      />
    );
  }
  const record = filled.record;
  return (
    <FormPage
      title={filled.config?.fullName ?? t('work-orders.fill-in.title')}
      onBack={back}
      cancelText={t('work-orders.common.back')}
      loading={filled.loading}
    >
      {record ? (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'status', label: t('work-orders.field.filling-status'), children: <Tag>{words.filling(record.fillingStatus)}</Tag> },
            { key: 'by', label: t('work-orders.fill-in.filled-by'), children: record.creatorUserName },
            {
              key: 'at',
              label: t('work-orders.fill-in.filled-at'),
              children: dayjs(record.lastModifyTime ?? record.creatorTime).format('YYYY-MM-DD HH:mm:ss'),
            },
          ]}
        />
      ) : null}
      <Form form={form} layout="vertical" disabled>
        <renderer.Fields fields={filled.fields} readOnly />
      </Form>
    </FormPage>
  );
}

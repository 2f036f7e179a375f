import { Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { categoryOptions } from './form-categories';

/** The form-level settings saved beside formData. */
export interface FormSettingsValues {
  fullName: string;
  enCode: string;
  category?: string;
  description?: string;
  sortCode?: number;
}

// The server's rule for a form's code (VISUALDEV_BASE_BODY.enCode); repeated as a value here because the console may
// not import the TypeBox file, and it is checked again on save.
const FORM_CODE = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Name, code, category, order and description of the form being designed; `initial` is the stored form's. */
export function FormSettings({ form, initial }: { form: FormInstance<FormSettingsValues>; initial: Partial<FormSettingsValues> | null }) {
  const { t } = useTranslation();
  const initialValues: Partial<FormSettingsValues> = {
    fullName: initial?.fullName ?? '',
    enCode: initial?.enCode ?? '',
    ...(initial?.category ? { category: initial.category } : {}),
    description: initial?.description ?? '',
    sortCode: initial?.sortCode ?? 0,
  };
  return (
    <Form<FormSettingsValues>
      form={form}
      layout="vertical"
      size="small"
      className="sluice-designer__props"
      aria-label={t('designer.settings.label')}
      initialValues={initialValues}
    >
      <Form.Item
        name="fullName"
        label={t('designer.settings.full-name')}
        rules={[{ required: true, whitespace: true, message: t('designer.settings.full-name-required') }, { max: 50 }]}
      >
        <Input maxLength={50} data-testid="form-full-name" />
      </Form.Item>
      <Form.Item
        name="enCode"
        label={t('designer.settings.en-code')}
        tooltip={t('designer.settings.en-code-hint')}
        rules={[
          { required: true, message: t('designer.settings.en-code-required') },
          { pattern: FORM_CODE, message: t('designer.settings.en-code-rule') },
          { max: 50 },
        ]}
      >
        <Input maxLength={50} data-testid="form-en-code" />
      </Form.Item>
      <Form.Item name="category" label={t('designer.settings.category')}>
        <Select allowClear options={categoryOptions(t)} />
      </Form.Item>
      <Form.Item name="sortCode" label={t('designer.settings.sort-code')}>
        <InputNumber min={0} max={999_999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="description" label={t('designer.settings.description')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
    </Form>
  );
}

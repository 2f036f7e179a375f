import { Form, Input, InputNumber, Modal, Switch, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_PATTERN } from '../../../../server/src/wire/validation';
import '../admin.css';

export interface TreeOption {
  value: string;
  title: string;
  children?: TreeOption[];
}

export interface DictionaryFormValues {
  parentId?: string;
  fullName: string;
  enCode: string;
  sortCode?: number;
  enabled: boolean;
  isTree?: boolean;
  description?: string;
}

export interface DictionaryFormProps {
  open: boolean;
  kind: 'type' | 'entry';
  title: string;
  initial: Partial<DictionaryFormValues>;
  /** Where the record may hang; none hides the parent field (a flat type's entries). */
  parents?: TreeOption[];
  saving: boolean;
  onSubmit: (values: DictionaryFormValues) => void;
  onCancel: () => void;
}

/** One form for a dictionary type and for an entry: they share every field but "tree". */
export function DictionaryForm({ open, kind, title, initial, parents, saving, onSubmit, onCancel }: DictionaryFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DictionaryFormValues>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ sortCode: 0, enabled: true, isTree: false, ...initial });
  }, [open, initial, form]);
  return (
    <Modal
      className="sluice-admin-modal"
      open={open}
      title={title}
      okText={t('system-data.common.save')}
      cancelText={t('system-data.common.cancel')}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={onSubmit}>
        {parents && (
          <Form.Item name="parentId" label={t('system-data.dictionary.parent')}>
            <TreeSelect allowClear treeDefaultExpandAll treeData={parents} placeholder={t('system-data.dictionary.top-level')} />
          </Form.Item>
        )}
        <Form.Item
          name="fullName"
          label={t('system-data.common.full-name')}
          rules={[{ required: true, max: 50, message: t('system-data.common.name-required') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="enCode"
          label={t('system-data.common.en-code')}
          rules={[{ required: true, pattern: CODE_PATTERN, max: 50, message: t('system-data.common.code-rule') }]}
        >
          <Input />
        </Form.Item>
        {kind === 'type' && (
          <Form.Item name="isTree" label={t('system-data.dictionary.is-tree')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
        <Form.Item name="sortCode" label={t('system-data.common.sort-code')}>
          <InputNumber min={0} max={999_999} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label={t('system-data.common.status')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="description" label={t('system-data.common.description')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

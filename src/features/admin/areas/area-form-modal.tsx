import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaItem } from '../../../../server/src/wire/areas';
import { codeRules, nameRules } from '../organize/record-form-rules';
import { createArea, updateArea } from './area-api';
import '../admin.css';

/** What the form edits: an area, or a new one under `parent` (null for a province). */
export type AreaFormTarget = { area: AreaItem } | { parent: AreaItem | null };

interface FormValues {
  fullName: string;
  enCode: string;
  sortCode?: number;
  enabled: boolean;
  description?: string;
}

/** Create or edit an area; the level follows from the parent, which an edit keeps. */
export function AreaFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: AreaFormTarget | null;
  onClose: () => void;
  onSaved: (parentId: string) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const editing = target && 'area' in target ? target.area : undefined;
  const parentId = editing ? editing.parentId : target && 'parent' in target ? (target.parent?.id ?? '-1') : '-1';

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? {
            fullName: editing.fullName,
            enCode: editing.enCode,
            sortCode: editing.sortCode,
            enabled: editing.enabledMark === 1,
            description: editing.description || undefined,
          }
        : { enabled: true, sortCode: 0 },
    );
  }, [target, editing, form]);

  const save = useMutation({
    mutationFn: (values: FormValues) => {
      const body = {
        parentId,
        fullName: values.fullName,
        enCode: values.enCode,
        sortCode: values.sortCode ?? 0,
        enabledMark: values.enabled ? 1 : 0,
        description: values.description ?? '',
      };
      return editing ? updateArea(editing.id, body) : createArea(body);
    },
    onSuccess: () => {
      void message.success(t('admin.area.saved'));
      onSaved(parentId);
      onClose();
    },
  });

  const parentName = target && 'parent' in target ? (target.parent?.fullName ?? t('admin.area.root')) : undefined;
  return (
    <Modal
      className="sluice-admin-modal"
      open={target !== null}
      title={editing ? t('admin.area.edit-title', { name: editing.fullName }) : t('admin.area.add-title', { parent: parentName ?? '' })}
      okText={t('admin.form.save')}
      cancelText={t('admin.form.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void form.validateFields().then((values) => save.mutate(values))}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="area-form">
        <Form.Item name="fullName" label={t('admin.organize.name')} rules={nameRules(t)}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="enCode" label={t('admin.organize.code')} rules={codeRules(t, editing?.enCode)}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="sortCode" label={t('admin.organize.sort-code')}>
          <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="enabled" label={t('admin.user.status')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="description" label={t('admin.organize.description')}>
          <Input.TextArea maxLength={500} showCount rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PositionItem } from '../../../../server/src/wire/positions';
import { TreeSelectField } from '../../../ui/tree-select/tree-select-field';
import type { TreeItem } from '../../../ui/tree/tree-item';
import { codeRules, nameRules } from '../organize/record-form-rules';
import { POSITION_KEYS, createPosition, fetchPositionInfo, updatePosition } from './position-api';
import '../admin.css';

interface FormValues {
  fullName: string;
  enCode: string;
  organizeId: string;
  sortCode?: number;
  enabled: boolean;
  description?: string;
}

/** Create (`position` null) or edit a position: name, code, unit, order, status, description. */
export function PositionFormModal({
  position,
  units,
  onClose,
}: {
  position: PositionItem | null | undefined;
  units: readonly TreeItem[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const queryClient = useQueryClient();
  const open = position !== undefined;
  const info = useQuery({
    queryKey: POSITION_KEYS.info(position?.id ?? ''),
    queryFn: () => fetchPositionInfo(position?.id ?? ''),
    enabled: Boolean(position),
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!position) form.setFieldsValue({ enabled: true, sortCode: 0 });
    else if (info.data) {
      const data = info.data;
      form.setFieldsValue({
        fullName: data.fullName,
        enCode: data.enCode,
        organizeId: data.organizeId,
        sortCode: data.sortCode,
        enabled: data.enabledMark === 1,
        description: data.description || undefined,
      });
    }
  }, [open, position, info.data, form]);

  const save = useMutation({
    mutationFn: (values: FormValues) => {
      const body = {
        fullName: values.fullName,
        enCode: values.enCode,
        organizeId: values.organizeId,
        sortCode: values.sortCode ?? 0,
        enabledMark: values.enabled ? 1 : 0,
        description: values.description ?? '',
      };
      return position ? updatePosition(position.id, body) : createPosition(body);
    },
    onSuccess: () => {
      void message.success(t('admin.position.saved'));
      void queryClient.invalidateQueries({ queryKey: POSITION_KEYS.all });
      onClose();
    },
  });

  return (
    <Modal
      className="sluice-admin-modal"
      open={open}
      title={position ? t('admin.position.edit-title', { name: position.fullName }) : t('admin.position.add-title')}
      okText={t('admin.form.save')}
      cancelText={t('admin.form.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void form.validateFields().then((values) => save.mutate(values))}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="position-form">
        <Form.Item name="fullName" label={t('admin.organize.name')} rules={nameRules(t)}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="enCode" label={t('admin.organize.code')} rules={codeRules(t, position?.enCode)}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="organizeId"
          label={t('admin.position.unit')}
          rules={[{ required: true, message: t('admin.position.unit-required') }]}
        >
          <TreeSelectField items={units} />
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

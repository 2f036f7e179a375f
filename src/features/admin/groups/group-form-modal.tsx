import { Form, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupItem, GroupRequest } from '../../../../server/src/wire/groups';
import { NamedRecordFields, type NamedRecordValues } from '../authorize/record-fields';
import { createGroup, updateGroup } from './group-api';
import '../admin.css';

export interface GroupFormModalProps {
  /** The group to edit, `'new'` to create one, null when closed. */
  group: GroupItem | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Creates or edits a user group: name, code, enabled, order, description. */
export function GroupFormModal({ group, onClose, onSaved }: GroupFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NamedRecordValues>();
  const save = useMutation({
    mutationFn: (values: NamedRecordValues) => {
      const body: GroupRequest = {
        fullName: values.fullName.trim(),
        enCode: values.enCode.trim(),
        description: values.description ?? '',
        enabledMark: values.enabled ? 1 : 0,
        sortCode: values.sortCode ?? 0,
      };
      return group === 'new' || group === null ? createGroup(body) : updateGroup(group.id, body);
    },
    onSuccess: onSaved,
  });

  useEffect(() => {
    if (group === null) return;
    form.setFieldsValue(
      group === 'new'
        ? { fullName: '', enCode: '', enabled: true, sortCode: 0, description: '' }
        : { ...group, enabled: group.enabledMark === 1 },
    );
  }, [form, group]);

  return (
    <Modal
      className="sluice-admin-modal"
      title={group === 'new' ? t('authority.group.add') : t('authority.group.edit')}
      open={group !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('authority.common.save')}
      cancelText={t('authority.common.cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
      forceRender
    >
      <Form<NamedRecordValues> form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
        <NamedRecordFields />
      </Form>
    </Modal>
  );
}

import { Form, Modal, Switch } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TreeSelectField } from '../../../ui/tree-select/tree-select-field';
import type { RoleItem, RoleRequest } from '../../../../server/src/wire/roles';
import { fetchOrganizeTree } from '../api';
import { ADMIN_KEYS } from '../query-keys';
import { NamedRecordFields, type NamedRecordValues } from '../authorize/record-fields';
import { createRole, updateRole } from './role-api';
import '../admin.css';

interface RoleFormValues extends NamedRecordValues {
  global: boolean;
  organizeIds?: string[];
}

export interface RoleFormModalProps {
  /** The role to edit, `'new'` to create one, null when closed. */
  role: RoleItem | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Creates or edits a role: name, code, global or tied to organisations, enabled, order, description. */
export function RoleFormModal({ role, onClose, onSaved }: RoleFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleFormValues>();
  const global = Form.useWatch('global', form);
  const units = useQuery({ queryKey: ADMIN_KEYS.organizeTree, queryFn: fetchOrganizeTree, staleTime: 5 * 60_000, enabled: role !== null });
  const save = useMutation({
    mutationFn: (values: RoleFormValues) => {
      const body: RoleRequest = {
        fullName: values.fullName.trim(),
        enCode: values.enCode.trim(),
        description: values.description ?? '',
        globalMark: values.global ? 1 : 0,
        organizeIds: values.global ? [] : (values.organizeIds ?? []),
        enabledMark: values.enabled ? 1 : 0,
        sortCode: values.sortCode ?? 0,
      };
      return role === 'new' || role === null ? createRole(body) : updateRole(role.id, body);
    },
    onSuccess: onSaved,
  });

  useEffect(() => {
    if (role === null) return;
    form.setFieldsValue(
      role === 'new'
        ? { fullName: '', enCode: '', global: true, organizeIds: [], enabled: true, sortCode: 0, description: '' }
        : { ...role, global: role.globalMark === 1, enabled: role.enabledMark === 1 },
    );
  }, [form, role]);

  return (
    <Modal
      className="sluice-admin-modal"
      title={role === 'new' ? t('authority.role.add') : t('authority.role.edit')}
      open={role !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('authority.common.save')}
      cancelText={t('authority.common.cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
      forceRender
    >
      <Form<RoleFormValues> form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
        <NamedRecordFields />
        <Form.Item name="global" label={t('authority.role.global')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {global === false ? (
          <Form.Item
            name="organizeIds"
            label={t('authority.role.organizations')}
            rules={[{ required: true, message: t('authority.role.organizations-required') }]}
          >
            <TreeSelectField multiple items={units.data ?? []} loading={units.isPending} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}

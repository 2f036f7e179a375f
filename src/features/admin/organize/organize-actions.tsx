import { DeleteOutlined, EditOutlined, PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../lib/use-permission';
import { useDeleteConfirm } from '../../../ui/confirm/use-delete-confirm';
import { ADMIN_KEYS } from '../query-keys';
import type { OrganizeUnit } from '../types';
import { removeUnit } from './organize-api';
import type { OrganizeFormTarget } from './organize-form-modal';

export interface OrganizeActionsProps {
  unit: OrganizeUnit;
  onOpenForm: (target: OrganizeFormTarget) => void;
  onAuthorize: () => void;
  onRemoved: () => void;
}

/** The chosen unit's buttons, each shown only with its menu button: add below, edit (move), delete, permissions. */
export function OrganizeActions({ unit, onOpenForm, onAuthorize, onRemoved }: OrganizeActionsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { hasButton } = usePermission();
  const confirmDelete = useDeleteConfirm();
  const queryClient = useQueryClient();
  const category = unit.category === 'company' ? 'company' : 'department';
  const remove = useMutation({
    mutationFn: () => removeUnit(unit.id, category),
    onSuccess: () => {
      void message.success(t('admin.organize.removed', { name: unit.fullName }));
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.organizeUnits });
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.organizeTree });
      onRemoved();
    },
  });
  return (
    <Space wrap size="small">
      {hasButton('btn_add') && (
        <Button size="small" icon={<PlusOutlined />} onClick={() => onOpenForm({ parentId: unit.id, category: 'department' })}>
          {t('admin.organize.add-department')}
        </Button>
      )}
      {hasButton('btn_edit') && (
        <Button size="small" icon={<EditOutlined />} onClick={() => onOpenForm({ unit, category })}>
          {t('admin.action.edit')}
        </Button>
      )}
      {hasButton('btn_authorize') && (
        <Button size="small" icon={<SafetyOutlined />} onClick={onAuthorize}>
          {t('admin.organize.authorize')}
        </Button>
      )}
      {hasButton('btn_remove') && (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          loading={remove.isPending}
          onClick={() => confirmDelete(() => remove.mutateAsync())}
        >
          {t('admin.action.remove')}
        </Button>
      )}
    </Space>
  );
}

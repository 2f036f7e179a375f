import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import type { RoleItem } from '../../../../server/src/wire/roles';
import { GrantObjectPage } from '../authorize/grant-object-page';
import { ROLE_KEYS, ROLE_PATH, fetchRoles, removeRole } from './role-api';
import { RoleFormModal } from './role-form-modal';

/** The role page (menu `permission/role`): roles with their organisations, members and permissions. */
export function RoleListPage() {
  const { t } = useTranslation();
  const extraColumns = useMemo<DataTableColumn<RoleItem>[]>(
    () => [
      {
        key: 'organizeName',
        dataIndex: 'organizeName',
        title: t('authority.role.scope'),
        render: (_value: string, role: RoleItem) => (role.globalMark === 1 ? t('authority.role.global') : role.organizeName),
      },
    ],
    [t],
  );
  return (
    <GrantObjectPage<RoleItem>
      objectType="Role"
      basePath={ROLE_PATH}
      queryKey={ROLE_KEYS.lists}
      fetch={fetchRoles}
      remove={removeRole}
      tableLabel={t('authority.role.table-label')}
      addText={t('authority.role.add')}
      extraColumns={extraColumns}
      renderForm={(editing, close, saved) => <RoleFormModal role={editing} onClose={close} onSaved={saved} />}
    />
  );
}

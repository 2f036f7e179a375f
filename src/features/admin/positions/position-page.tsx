import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PositionItem } from '../../../../server/src/wire/positions';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import type { RowAction } from '../../../ui/data-table/row-actions';
import { fetchOrganizeTree } from '../api';
import { AuthorizeDrawer } from '../authorize/authorize-drawer';
import { AdminListPage } from '../list/admin-list-page';
import { ADMIN_KEYS } from '../query-keys';
import { StatusTag } from '../users/user-columns';
import { POSITION_KEYS, fetchPositionPage, removePosition } from './position-api';
import { PositionFormModal } from './position-form-modal';
import { PositionMembersDrawer } from './position-members-drawer';

/** /permission/position: positions with their unit, create, edit, delete, the people holding each, and their rights. */
export function PositionPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PositionItem | null | undefined>(undefined);
  const [members, setMembers] = useState<PositionItem | null>(null);
  const [authorizing, setAuthorizing] = useState<PositionItem | null>(null);
  const units = useQuery({ queryKey: ADMIN_KEYS.organizeTree, queryFn: fetchOrganizeTree });
  const { mutateAsync: removeAsync } = useMutation({
    mutationFn: (position: PositionItem) => removePosition(position.id),
    onSuccess: (_answer, position) => {
      void message.success(t('admin.organize.removed', { name: position.fullName }));
      void queryClient.invalidateQueries({ queryKey: POSITION_KEYS.all });
    },
  });

  const columns = useMemo<DataTableColumn<PositionItem>[]>(
    () => [
      { key: 'fullName', title: t('admin.organize.name') },
      { key: 'enCode', title: t('admin.organize.code') },
      { key: 'organizeName', title: t('admin.position.unit') },
      { key: 'sortCode', title: t('admin.organize.sort-code'), width: 100 },
      {
        key: 'enabledMark',
        title: t('admin.user.status'),
        width: 100,
        render: (value: number) => <StatusTag enabled={value !== 0} />,
      },
    ],
    [t],
  );
  const rowActions = useMemo<RowAction<PositionItem>[]>(
    () => [
      { key: 'edit', label: t('admin.action.edit'), code: 'btn_edit', onClick: setEditing },
      { key: 'members', label: t('admin.position.members'), code: 'btn_members', onClick: setMembers },
      { key: 'authorize', label: t('admin.organize.authorize'), code: 'btn_authorize', onClick: setAuthorizing },
      {
        key: 'remove',
        label: t('admin.action.remove'),
        code: 'btn_remove',
        danger: true,
        confirmDelete: true,
        onClick: (position) => void removeAsync(position).catch(() => undefined),
      },
    ],
    [t, removeAsync],
  );

  return (
    <AdminListPage<PositionItem>
      queryKey={POSITION_KEYS.lists}
      fetch={(query) => fetchPositionPage(query.keyword, query.currentPage, query.pageSize)}
      columns={columns}
      rowActions={rowActions}
      tableLabel={t('admin.position.table-label')}
      keywordLabel={t('admin.position.keyword-label')}
      keywordPlaceholder={t('admin.position.keyword')}
      onAdd={() => setEditing(null)}
      addText={t('admin.position.add')}
    >
      <PositionFormModal position={editing} units={units.data ?? []} onClose={() => setEditing(undefined)} />
      <PositionMembersDrawer position={members} onClose={() => setMembers(null)} />
      <AuthorizeDrawer
        objectType="Position"
        objectId={authorizing?.id ?? ''}
        objectName={authorizing?.fullName ?? ''}
        open={authorizing !== null}
        onClose={() => setAuthorizing(null)}
      />
    </AdminListPage>
  );
}

import { PAGE_SIZES } from '../../../ui/data-table/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PositionItem } from '../../../../server/src/wire/positions';
import { usePermission } from '../../../lib/use-permission';
import { useDeleteConfirm } from '../../../ui/confirm/use-delete-confirm';
import { fetchOrganizeTree } from '../api';
import { AuthorizeDrawer } from '../authorize/authorize-drawer';
import { ADMIN_KEYS } from '../query-keys';
import { StatusTag } from '../users/user-columns';
import { POSITION_KEYS, fetchPositionPage, removePosition } from './position-api';
import { PositionFormModal } from './position-form-modal';
import { PositionMembersDrawer } from './position-members-drawer';

/** /permission/position: positions with their unit, create, edit, delete, the people holding each, and their rights. */
export function PositionPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { hasButton } = usePermission();
  const confirmDelete = useDeleteConfirm();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [editing, setEditing] = useState<PositionItem | null | undefined>(undefined);
  const [members, setMembers] = useState<PositionItem | null>(null);
  const [authorizing, setAuthorizing] = useState<PositionItem | null>(null);
  const positions = useQuery({
    queryKey: POSITION_KEYS.list(keyword, page.current, page.size),
    queryFn: () => fetchPositionPage(keyword, page.current, page.size),
    placeholderData: keepPreviousData,
  });
  const units = useQuery({ queryKey: ADMIN_KEYS.organizeTree, queryFn: fetchOrganizeTree });
  const remove = useMutation({
    mutationFn: (position: PositionItem) => removePosition(position.id),
    onSuccess: (_answer, position) => {
      void message.success(t('admin.organize.removed', { name: position.fullName }));
      void queryClient.invalidateQueries({ queryKey: POSITION_KEYS.all });
    },
  });

  return (
    <Card
      title={t('admin.position.title')}
      extra={
        <Space>
          <Input.Search
            allowClear
            placeholder={t('admin.position.keyword')}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPage((previous) => ({ ...previous, current: 1 }));
            }}
          />
          {hasButton('btn_add') && (
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('admin.position.add')}
            </Button>
          )}
        </Space>
      }
    >
      <Table<PositionItem>
        rowKey="id"
        size="middle"
        loading={positions.isFetching}
        dataSource={positions.data?.list ?? []}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: positions.data?.pagination.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          onChange: (current, size) => setPage({ current, size }),
        }}
        columns={[
          { title: t('admin.organize.name'), dataIndex: 'fullName' },
          { title: t('admin.organize.code'), dataIndex: 'enCode' },
          { title: t('admin.position.unit'), dataIndex: 'organizeName' },
          { title: t('admin.organize.sort-code'), dataIndex: 'sortCode', width: 100 },
          {
            title: t('admin.user.status'),
            dataIndex: 'enabledMark',
            width: 100,
            render: (value: number) => <StatusTag enabled={value !== 0} />,
          },
          {
            title: t('admin.position.actions'),
            key: 'actions',
            render: (_value, position) => (
              <Space size={0} wrap>
                {hasButton('btn_edit') && (
                  <Button type="link" size="small" onClick={() => setEditing(position)}>
                    {t('admin.action.edit')}
                  </Button>
                )}
                {hasButton('btn_members') && (
                  <Button type="link" size="small" onClick={() => setMembers(position)}>
                    {t('admin.position.members')}
                  </Button>
                )}
                {hasButton('btn_authorize') && (
                  <Button type="link" size="small" onClick={() => setAuthorizing(position)}>
                    {t('admin.organize.authorize')}
                  </Button>
                )}
                {hasButton('btn_remove') && (
                  <Button type="link" size="small" danger onClick={() => confirmDelete(() => remove.mutateAsync(position))}>
                    {t('admin.action.remove')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <PositionFormModal position={editing} units={units.data ?? []} onClose={() => setEditing(undefined)} />
      <PositionMembersDrawer position={members} onClose={() => setMembers(null)} />
      <AuthorizeDrawer
        objectType="Position"
        objectId={authorizing?.id ?? ''}
        objectName={authorizing?.fullName ?? ''}
        open={authorizing !== null}
        onClose={() => setAuthorizing(null)}
      />
    </Card>
  );
}

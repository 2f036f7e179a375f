import { Button, Drawer, Input, Popconfirm, Space, Table } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { Authorized } from '../../../ui/authorized';
import { UserSelect } from '../../../ui/user-picker/user-select';
import type { MemberItem } from '../../../../server/src/wire/roles';
import { AUTHORITY_KEYS, addMembers, fetchMembers, removeMember } from './authority-api';

export interface MembersDrawerProps {
  /** /api/permission/Role or /api/permission/Group. */
  basePath: string;
  owner: { id: string; fullName: string } | null;
  onClose: () => void;
  /** After a change: the page's counts are stale. */
  onChanged: () => void;
}

const PAGE_SIZE = 20;

/** The people holding a role or in a group: search, add through the user picker, remove (btn_members). */
export function MembersDrawer({ basePath, owner, onClose, onChanged }: MembersDrawerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [currentPage, setCurrentPage] = useState(1);
  const [picked, setPicked] = useState<string[]>([]);
  const ownerId = owner?.id ?? '';
  const members = useQuery({
    queryKey: AUTHORITY_KEYS.members(basePath, ownerId, keyword, currentPage),
    queryFn: () => fetchMembers(basePath, ownerId, { keyword, currentPage, pageSize: PAGE_SIZE }),
    enabled: owner !== null,
    placeholderData: keepPreviousData,
  });
  const changed = async (message: string) => {
    feedback.success(message);
    await queryClient.invalidateQueries({ queryKey: AUTHORITY_KEYS.all });
    onChanged();
  };
  const add = useMutation({
    mutationFn: () => addMembers(basePath, ownerId, picked),
    onSuccess: async () => {
      setPicked([]);
      await changed(t('authority.members.added'));
    },
  });
  const remove = useMutation({
    mutationFn: (userId: string) => removeMember(basePath, ownerId, userId),
    onSuccess: () => changed(t('authority.members.removed')),
  });

  return (
    <Drawer
      title={t('authority.members.title', { name: owner?.fullName ?? '' })}
      open={owner !== null}
      onClose={onClose}
      size={640}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Authorized code="btn_members">
          <Space.Compact style={{ width: '100%' }}>
            <UserSelect
              multiple
              title={t('authority.members.pick')}
              aria-label={t('authority.members.pick')}
              value={picked}
              onChange={(ids) => setPicked(ids)}
            />
            <Button type="primary" disabled={picked.length === 0} loading={add.isPending} onClick={() => add.mutate()}>
              {t('authority.members.add')}
            </Button>
          </Space.Compact>
        </Authorized>
        <Input.Search
          allowClear
          placeholder={t('authority.common.keyword')}
          aria-label={t('authority.common.keyword')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setCurrentPage(1);
          }}
        />
        <Table<MemberItem>
          rowKey="id"
          size="small"
          loading={members.isFetching}
          dataSource={members.data?.list ?? []}
          locale={{ emptyText: t('authority.members.empty') }}
          pagination={{
            current: currentPage,
            pageSize: PAGE_SIZE,
            total: members.data?.pagination.total ?? 0,
            onChange: setCurrentPage,
            showSizeChanger: false,
          }}
          columns={[
            { key: 'account', dataIndex: 'account', title: t('authority.members.account') },
            { key: 'realName', dataIndex: 'realName', title: t('authority.members.real-name') },
            { key: 'organize', dataIndex: 'organize', title: t('authority.members.organize') },
            {
              key: 'actions',
              title: '',
              width: 80,
              render: (_value, member) => (
                <Authorized code="btn_members">
                  <Popconfirm
                    title={t('authority.members.remove-confirm', { name: member.realName })}
                    onConfirm={() => remove.mutateAsync(member.id).catch(() => undefined)}
                  >
                    <Button type="link" size="small" danger>
                      {t('authority.members.remove')}
                    </Button>
                  </Popconfirm>
                </Authorized>
              ),
            },
          ]}
        />
      </Space>
    </Drawer>
  );
}

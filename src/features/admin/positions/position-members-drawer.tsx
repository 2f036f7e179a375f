import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Drawer, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PositionItem } from '../../../../server/src/wire/positions';
import type { UserMember } from '../../../../server/src/wire/users';
import { StatusTag } from '../users/user-columns';
import { POSITION_KEYS, fetchPositionMembers } from './position-api';

/** The people who hold a position (seed 000 section 6: member lists for positions). */
export function PositionMembersDrawer({ position, onClose }: { position: PositionItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const members = useQuery({
    queryKey: POSITION_KEYS.members(position?.id ?? '', page),
    queryFn: () => fetchPositionMembers(position?.id ?? '', page),
    enabled: Boolean(position),
    placeholderData: keepPreviousData,
  });
  return (
    <Drawer
      title={t('admin.position.members-title', { name: position?.fullName ?? '' })}
      open={position !== null}
      onClose={onClose}
      size={640}
      destroyOnHidden
    >
      <Table<UserMember>
        rowKey="id"
        size="small"
        loading={members.isFetching}
        dataSource={members.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: members.data?.pagination.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('admin.user.account'), dataIndex: 'account' },
          { title: t('admin.user.real-name'), dataIndex: 'realName' },
          { title: t('admin.user.unit'), dataIndex: 'organize' },
          { title: t('admin.user.status'), dataIndex: 'enabledMark', render: (value: number) => <StatusTag enabled={value !== 0} /> },
        ]}
      />
    </Drawer>
  );
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Popconfirm, Space, Table, Tag, theme, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { Authorized } from '../../../ui/authorized';
import { actionsCellWidth } from '../../../ui/data-table/row-actions';
import { useFittedColumns } from '../../../ui/data-table/use-fitted-columns';
import type { OnlineUser } from '../../../../server/src/wire/online-users';
import { onlineUserApi, type OnlineUserQuery } from './api';

const PAGE_SIZES = [20, 50, 100, 500];
const KEYS = { all: ['admin', 'online-users'] as const, page: (query: OnlineUserQuery) => ['admin', 'online-users', query] as const };
// A 'middle' table's cells have 8 px of padding each side.
const CELL_PADDING_PX = 8;
const time = (value: number) => dayjs(value).format('YYYY-MM-DD HH:mm:ss');

/** /permission/onlineUser (menu system.onlineUser): live sessions, searchable; forced offline behind btn_forceOffline. */
export function OnlineUsersPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const tableRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<OnlineUserQuery>({ keyword: '', currentPage: 1, pageSize: 20 });
  const list = useQuery({ queryKey: KEYS.page(query), queryFn: () => onlineUserApi.list(query), placeholderData: keepPreviousData });
  const force = useMutation({
    mutationFn: (userId: string) => onlineUserApi.forceOffline(userId),
    onSuccess: () => {
      feedback.success(t('profile.online.forced'));
      void queryClient.invalidateQueries({ queryKey: KEYS.all });
    },
  });

  const columns: ColumnType<OnlineUser>[] = [
    { key: 'account', title: t('profile.online.account'), dataIndex: 'userAccount' },
    {
      key: 'name',
      title: t('profile.online.name'),
      dataIndex: 'userName',
      render: (name: string, row) => (
        <Space size={4}>
          {name}
          {row.isCurrent ? <Tag color="processing">{t('profile.online.current')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'address',
      title: t('profile.online.address'),
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{row.loginIPAddress}</span>
          {row.loginIPAddressName ? <Typography.Text type="secondary">{row.loginIPAddressName}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      key: 'device',
      title: t('profile.online.device'),
      render: (_, row) => [row.loginBrowser, row.loginSystem].filter(Boolean).join(' / '),
    },
    { key: 'login', title: t('profile.online.login-time'), dataIndex: 'loginTime', render: time },
    { key: 'seen', title: t('profile.online.last-seen'), dataIndex: 'lastActiveTime', render: time },
    {
      key: 'actions',
      title: t('profile.online.actions'),
      fixed: 'right',
      width: actionsCellWidth([t('profile.online.force')], CELL_PADDING_PX * 2, { family: token.fontFamily, sizePx: token.fontSize }),
      render: (_, row) => (
        <Authorized code="btn_forceOffline">
          <Popconfirm
            title={t('profile.online.force-confirm', { name: row.userName || row.userAccount })}
            okButtonProps={{ danger: true }}
            onConfirm={() => force.mutateAsync(row.userId).catch(() => undefined)}
            disabled={row.isCurrent}
          >
            <Button type="link" size="small" danger disabled={row.isCurrent}>
              {t('profile.online.force')}
            </Button>
          </Popconfirm>
        </Authorized>
      ),
    },
  ];
  const fit = useFittedColumns(true, tableRef, columns, list.data?.list ?? [], { paddingPx: CELL_PADDING_PX, hasSelection: false });

  return (
    <Card title={t('profile.online.title')} data-testid="online-users-page">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input.Search
          allowClear
          style={{ maxWidth: 320 }}
          placeholder={t('profile.online.search')}
          aria-label={t('profile.online.search')}
          onSearch={(keyword) => setQuery((current) => ({ ...current, keyword, currentPage: 1 }))}
        />
        <div ref={tableRef}>
          <Table<OnlineUser>
            rowKey="id"
            size="middle"
            aria-label={t('profile.online.title')}
            loading={list.isFetching}
            dataSource={list.data?.list ?? []}
            scroll={{ x: fit.scrollX }}
            pagination={{
              current: query.currentPage,
              pageSize: query.pageSize,
              total: list.data?.pagination.total ?? 0,
              pageSizeOptions: PAGE_SIZES,
              showSizeChanger: true,
              showTotal: (total) => t('profile.online.total', { total }),
              onChange: (currentPage, pageSize) => setQuery((current) => ({ ...current, currentPage, pageSize })),
            }}
            tableLayout="fixed"
            columns={fit.columns}
          />
        </div>
      </Space>
    </Card>
  );
}

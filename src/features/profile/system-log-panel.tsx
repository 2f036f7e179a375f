import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Segmented, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemLogEntry } from '../../../server/src/wire/profile';
import { profileApi, type LogCategory } from './api';
import { PROFILE_KEYS } from './profile-keys';

/** Spec section 9 page sizes. */
const PAGE_SIZES = [20, 50, 100, 500];

/** My sign-ins and my operations, newest first, paged on the server. */
export function SystemLogPanel() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<LogCategory>(1);
  const [page, setPage] = useState({ currentPage: 1, pageSize: 20 });
  const query = useQuery({
    queryKey: PROFILE_KEYS.systemLog(category, page.currentPage, page.pageSize),
    queryFn: () => profileApi.systemLog(category, page.currentPage, page.pageSize),
    placeholderData: keepPreviousData,
  });
  const signIns = category === 1;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Segmented<LogCategory>
        value={category}
        onChange={(next) => {
          setCategory(next);
          setPage((current) => ({ ...current, currentPage: 1 }));
        }}
        options={[
          { value: 1, label: t('profile.log.sign-ins') },
          { value: 3, label: t('profile.log.operations') },
        ]}
      />
      <Table<SystemLogEntry>
        rowKey="id"
        size="small"
        loading={query.isFetching}
        dataSource={query.data?.list ?? []}
        pagination={{
          current: page.currentPage,
          pageSize: page.pageSize,
          total: query.data?.pagination.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => t('profile.log.total', { total }),
          onChange: (currentPage, pageSize) => setPage({ currentPage, pageSize }),
        }}
        columns={[
          {
            key: 'time',
            title: t('profile.log.time'),
            dataIndex: 'creatorTime',
            render: (value: number) => dayjs(value).format('YYYY-MM-DD HH:mm:ss'),
          },
          { key: 'ip', title: t('profile.log.ip'), dataIndex: 'ipAddress' },
          ...(signIns ? [{ key: 'place', title: t('profile.log.place'), dataIndex: 'ipAddressName' }] : []),
          { key: 'what', title: signIns ? t('profile.log.method') : t('profile.log.action'), dataIndex: 'abstracts' },
          signIns
            ? {
                key: 'result',
                title: t('profile.log.result'),
                dataIndex: 'success',
                render: (value: number) =>
                  value === 1 ? (
                    <Tag color="success">{t('profile.log.succeeded')}</Tag>
                  ) : (
                    <Tag color="error">{t('profile.log.failed')}</Tag>
                  ),
              }
            : { key: 'target', title: t('profile.log.target'), dataIndex: 'detail' },
        ]}
      />
    </Space>
  );
}

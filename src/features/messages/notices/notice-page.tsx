import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeBody, NoticeItem } from '../../../../server/src/wire/messages';
import { formatDateTime } from '../../../lib/format/date-time';
import { usePermission } from '../../../lib/use-permission';
import { useDeleteConfirm } from '../../../ui/confirm/use-delete-confirm';
import { PAGE_SIZES } from '../../../ui/data-table/pagination';
import { MESSAGE_KEYS, noticeApi, type NoticeFilter } from '../api';
import { NoticeForm } from './notice-form';
import { NoticeStateTag } from './notice-state-tag';

/** /system/notice: notices by state; write, correct, release (pushed at once), revoke and delete, as the buttons allow. */
export function NoticePage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { hasButton } = usePermission();
  const confirmDelete = useDeleteConfirm();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<NoticeFilter>({ keyword: '', enabledMark: '', currentPage: 1, pageSize: 20 });
  const [editing, setEditing] = useState<NoticeItem | null | undefined>(undefined);
  const notices = useQuery({
    queryKey: MESSAGE_KEYS.noticeList(filter),
    queryFn: () => noticeApi.list(filter),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS.all });
  const save = useMutation({
    mutationFn: (body: NoticeBody) => (editing ? noticeApi.update(editing.id, body) : noticeApi.create(body)),
    onSuccess: () => {
      setEditing(undefined);
      void message.success(t('messages.notice-admin.saved'));
      void refresh();
    },
  });
  const release = (notice: NoticeItem) =>
    modal.confirm({
      title: t('messages.notice-admin.release-confirm', { title: notice.title }),
      content: notice.toUserIds.length + notice.toOrganizeIds.length === 0 ? t('messages.notice-admin.release-everyone') : null,
      onOk: async () => {
        const { receivers } = await noticeApi.release(notice.id);
        void message.success(t('messages.notice-admin.released', { count: receivers }));
        void refresh();
      },
    });
  const revoke = (notice: NoticeItem) =>
    modal.confirm({
      title: t('messages.notice-admin.revoke-confirm', { title: notice.title }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await noticeApi.revoke(notice.id);
        void message.success(t('messages.notice-admin.revoked'));
        void refresh();
      },
    });
  const refine = (patch: Partial<NoticeFilter>) => setFilter((current) => ({ ...current, currentPage: 1, ...patch }));
  return (
    <Card
      title={t('messages.notice-admin.title')}
      extra={
        <Space wrap>
          <Segmented
            value={filter.enabledMark}
            onChange={(value) => refine({ enabledMark: String(value) })}
            options={[
              { value: '', label: t('messages.notice-admin.state-all') },
              { value: '0', label: t('messages.notice-admin.state-draft') },
              { value: '1', label: t('messages.notice-admin.state-released') },
              { value: '2', label: t('messages.notice-admin.state-revoked') },
            ]}
          />
          <Input.Search allowClear placeholder={t('messages.record.search')} onSearch={(value) => refine({ keyword: value.trim() })} />
          {hasButton('btn_add') && (
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('messages.notice-admin.add')}
            </Button>
          )}
        </Space>
      }
    >
      <Table<NoticeItem>
        rowKey="id"
        size="middle"
        loading={notices.isFetching}
        dataSource={notices.data?.list ?? []}
        scroll={{ x: 960 }}
        pagination={{
          current: filter.currentPage,
          pageSize: filter.pageSize,
          total: notices.data?.pagination.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          onChange: (currentPage, pageSize) => setFilter((current) => ({ ...current, currentPage, pageSize })),
        }}
        columns={[
          { title: t('messages.notice-admin.field-title'), dataIndex: 'title', ellipsis: true },
          {
            title: t('messages.notice-admin.state'),
            dataIndex: 'enabledMark',
            width: 100,
            render: (state: 0 | 1 | 2) => <NoticeStateTag state={state} />,
          },
          { title: t('messages.notice-admin.creator'), dataIndex: 'creatorUser', width: 140 },
          {
            title: t('messages.notice-admin.release-time'),
            dataIndex: 'releaseTime',
            width: 170,
            render: (time: number | null, notice) => (time ? `${formatDateTime(time)}` : notice.releaseUser || '-'),
          },
          {
            title: t('messages.notice-admin.read'),
            key: 'read',
            width: 100,
            render: (_value, notice) =>
              notice.enabledMark === 0 ? '-' : <Typography.Text>{`${notice.readCount} / ${notice.receiverCount}`}</Typography.Text>,
          },
          {
            title: t('messages.notice-admin.actions'),
            key: 'actions',
            width: 220,
            render: (_value, notice) => (
              <Space size="small">
                {hasButton('btn_edit') && notice.enabledMark !== 1 && (
                  <Button type="link" size="small" onClick={() => setEditing(notice)}>
                    {t('messages.notice-admin.edit')}
                  </Button>
                )}
                {hasButton('btn_release') && notice.enabledMark !== 1 && (
                  <Button type="link" size="small" onClick={() => release(notice)}>
                    {t('messages.notice-admin.release')}
                  </Button>
                )}
                {hasButton('btn_release') && notice.enabledMark === 1 && (
                  <Button type="link" size="small" onClick={() => revoke(notice)}>
                    {t('messages.notice-admin.revoke')}
                  </Button>
                )}
                {hasButton('btn_remove') && (
                  <Button type="link" size="small" danger onClick={() => confirmDelete(() => noticeApi.remove(notice.id).then(refresh))}>
                    {t('messages.notice-admin.remove')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <NoticeForm
        open={editing !== undefined}
        notice={editing ?? null}
        saving={save.isPending}
        onSubmit={(body) => save.mutate(body)}
        onCancel={() => setEditing(undefined)}
      />
    </Card>
  );
}

import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Input, Segmented, Space, Typography } from 'antd';
import { useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteConfirm } from '../../ui/confirm/use-delete-confirm';
import { MESSAGE_KEYS, MESSAGE_PAGE_SIZE, UNREAD_COUNT_KEY, messageApi, type MessageFilter } from './api';
import { MessageList } from './message-list';
import { MESSAGE_KINDS, kindLabel } from './message-kinds';
import { useOpenMessage } from './use-open-message';
import './messages.css';

/** Spec 000 section 9: the next page loads when the list is scrolled within 200 px of its bottom. */
export const LOAD_MORE_WITHIN_PX = 200;

/** /messageRecord: the signed-in person's messages by kind, unread or all, searched; read all; delete. */
export function MessageRecordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const confirmDelete = useDeleteConfirm();
  const [filter, setFilter] = useState<MessageFilter>({ type: '', isRead: '', keyword: '' });
  const [selected, setSelected] = useState<string[]>([]);
  const { open, dialog } = useOpenMessage();
  const messages = useInfiniteQuery({
    queryKey: MESSAGE_KEYS.list(filter),
    queryFn: ({ pageParam }) => messageApi.list(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const { currentPage, pageSize, total } = last.pagination;
      return currentPage * pageSize < total ? currentPage + 1 : undefined;
    },
  });
  const items = messages.data?.pages.flatMap((page) => page.list) ?? [];
  const total = messages.data?.pages[0]?.pagination.total ?? 0;
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS.all });
    void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
  };
  const readAll = useMutation({
    mutationFn: () => messageApi.readAll(filter.type),
    onSuccess: ({ updated }) => {
      void message.success(t('messages.record.read-all-done', { count: updated }));
      changed();
    },
  });
  const remove = (ids: string[]) =>
    confirmDelete(async () => {
      await messageApi.remove(ids);
      setSelected([]);
      changed();
    });
  const refine = (patch: Partial<MessageFilter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setSelected([]);
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (box.scrollHeight - box.scrollTop - box.clientHeight > LOAD_MORE_WITHIN_PX) return;
    if (messages.hasNextPage && !messages.isFetchingNextPage) void messages.fetchNextPage();
  };
  return (
    <Card
      className="sluice-messages"
      title={t('messages.record.title')}
      extra={
        <Space wrap>
          <Button onClick={() => readAll.mutate()} loading={readAll.isPending} data-testid="messages-read-all">
            {t('messages.record.read-all')}
          </Button>
          <Button danger disabled={selected.length === 0} onClick={() => remove(selected)} data-testid="messages-delete">
            {t('messages.record.delete', { count: selected.length })}
          </Button>
        </Space>
      }
    >
      <Space wrap className="sluice-messages__filters">
        <Segmented
          value={filter.type}
          onChange={(value) => refine({ type: String(value) })}
          options={[
            { value: '', label: t('messages.kind.all') },
            ...MESSAGE_KINDS.map((kind) => ({ value: String(kind), label: kindLabel(t, kind) })),
          ]}
        />
        <Checkbox checked={filter.isRead === '0'} onChange={(event) => refine({ isRead: event.target.checked ? '0' : '' })}>
          {t('messages.record.unread-only')}
        </Checkbox>
        <Input.Search
          allowClear
          style={{ width: 240 }}
          placeholder={t('messages.record.search')}
          aria-label={t('messages.record.search')}
          onSearch={(value) => refine({ keyword: value.trim() })}
        />
        <Typography.Text type="secondary">{t('messages.record.total', { count: total })}</Typography.Text>
      </Space>
      <div className="sluice-messages__scroll" onScroll={onScroll} data-testid="messages-scroll">
        <MessageList
          items={items}
          loading={messages.isLoading}
          selected={selected}
          onSelect={setSelected}
          onOpen={open}
          footer={
            items.length === 0
              ? null
              : messages.isFetchingNextPage
                ? t('messages.record.loading-more')
                : messages.hasNextPage
                  ? t('messages.record.scroll-for-more', { size: MESSAGE_PAGE_SIZE })
                  : t('messages.record.no-more')
          }
        />
      </div>
      {dialog}
    </Card>
  );
}

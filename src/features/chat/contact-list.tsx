import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty, Result, Spin } from 'antd';
import type { UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatState } from '../../../streams/chat/chat-store';
import { chatApi } from './api';
import { ChatAvatar } from './chat-avatar';
import { useChatState } from './use-chat';

/** The next contact page loads when the list is scrolled within 300 px of its end (spec 000 section 9). */
export const CONTACTS_LOAD_WITHIN_PX = 300;

const selectOnline = (state: ChatState) => state.online;

/** Everyone I can write to (ImUser), 20 a page, with online dots; choosing one opens the conversation. */
export function ContactList({ keyword, onOpen }: { keyword: string; onOpen: (peerId: string, name: string) => void }) {
  const { t } = useTranslation();
  const online = useChatState(selectOnline);
  const contacts = useInfiniteQuery({
    queryKey: ['chat', 'contacts', keyword],
    queryFn: ({ pageParam, signal }) => chatApi.contacts(keyword, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const { currentPage, pageSize, total } = last.pagination;
      return currentPage * pageSize < total ? currentPage + 1 : undefined;
    },
  });
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (box.scrollHeight - box.scrollTop - box.clientHeight > CONTACTS_LOAD_WITHIN_PX) return;
    if (contacts.hasNextPage && !contacts.isFetchingNextPage) void contacts.fetchNextPage();
  };
  if (contacts.isError) {
    return (
      <Result
        status="warning"
        title={t('chat.list.load-failed')}
        extra={<Button onClick={() => void contacts.refetch()}>{t('chat.list.retry')}</Button>}
      />
    );
  }
  const people = contacts.data?.pages.flatMap((page) => page.list) ?? [];
  if (people.length === 0 && !contacts.isPending)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.list.empty-contacts')} />;
  return (
    <div className="sluice-chat__scroll" onScroll={onScroll} data-testid="chat-contacts">
      <ul className="sluice-chat__list" aria-label={t('chat.tabs.contacts')}>
        {people.map((person) => (
          <li key={person.id}>
            <button type="button" className="sluice-chat__row" onClick={() => onOpen(person.id, person.realName)}>
              <ChatAvatar name={person.realName} online={online[person.id] === true} />
              <span className="sluice-chat__row-main">
                <span className="sluice-chat__row-name">{person.realName}</span>
                <span className="sluice-chat__row-sub">{[person.account, person.department].filter(Boolean).join(' · ')}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {contacts.isFetching ? <Spin size="small" className="sluice-chat__history-note" /> : null}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Empty, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format/date-time';
import { chatApi } from './api';
import { ChatAvatar } from './chat-avatar';
import { conversationRows, type ConversationRow } from './conversation-rows';
import { previewText } from './emoji-text';
import { useChatState } from './use-chat';
import type { ChatState } from '../../../streams/chat/chat-store';

export const CONVERSATIONS_QUERY_KEY = ['chat', 'conversations'] as const;

const selectAll = (state: ChatState) => state;

function LatestLine({ row }: { row: ConversationRow }) {
  const { t } = useTranslation();
  if (!row.latest) return null;
  if (row.latest.kind === 'image') return <>{t('chat.list.image')}</>;
  if (row.latest.kind === 'media') return <>{t('chat.list.media')}</>;
  return <>{previewText(row.latest.text)}</>;
}

/** Recent conversations (imreply), newest first, with unread counts and online dots kept live by the chat store. */
export function ConversationList({
  keyword,
  activePeerId,
  onOpen,
}: {
  keyword: string;
  activePeerId: string | null;
  onOpen: (peerId: string, name: string) => void;
}) {
  const { t } = useTranslation();
  const state = useChatState(selectAll);
  const query = useQuery({
    queryKey: [...CONVERSATIONS_QUERY_KEY, keyword],
    queryFn: ({ signal }) => chatApi.conversations(keyword, signal),
  });
  if (query.isError) {
    return (
      <Result
        status="warning"
        title={t('chat.list.load-failed')}
        extra={<Button onClick={() => void query.refetch()}>{t('chat.list.retry')}</Button>}
      />
    );
  }
  // While a keyword filters the server's list, conversations the socket brought are not added (they may not match).
  const live = keyword ? { ...state, conversations: {}, lastUnread: {} } : state;
  const rows = conversationRows(query.data?.list ?? [], live);
  if (rows.length === 0 && !query.isPending)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.list.empty-conversations')} />;
  return (
    <ul className="sluice-chat__list" aria-label={t('chat.tabs.conversations')} data-testid="chat-conversations">
      {rows.map((row) => (
        <li key={row.peerId}>
          <button
            type="button"
            className={row.peerId === activePeerId ? 'sluice-chat__row sluice-chat__row--active' : 'sluice-chat__row'}
            aria-current={row.peerId === activePeerId ? 'true' : undefined}
            onClick={() => onOpen(row.peerId, row.realName)}
          >
            <ChatAvatar name={row.realName} online={row.online} />
            <span className="sluice-chat__row-main">
              <span className="sluice-chat__row-line">
                <span className="sluice-chat__row-name">{row.realName}</span>
                <span className="sluice-chat__row-time">{formatDateTime(row.latestDate, 'MM-DD HH:mm')}</span>
              </span>
              <span className="sluice-chat__row-line">
                <span className="sluice-chat__row-sub">
                  <LatestLine row={row} />
                </span>
                {row.unread > 0 ? (
                  <Badge count={row.unread} overflowCount={99} size="small" title={t('chat.list.unread', { count: row.unread })} />
                ) : null}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

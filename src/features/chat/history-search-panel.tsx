import { Alert, Button, Empty, Input, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from 'rxjs';
import type { ChatMessage } from '../../../streams/chat/chat-events';
import { ChatSearchError } from '../../../streams/chat/chat-service';
import { useChatService, useChatState } from './use-chat';
import type { ChatState } from '../../../streams/chat/chat-store';

interface SearchState {
  keyword: string;
  list: ChatMessage[];
  total: number;
  page: number;
  loading: boolean;
  failure: 'offline' | 'timeout' | null;
}

const IDLE: SearchState = { keyword: '', list: [], total: 0, page: 0, loading: false, failure: null };
const selectUserId = (state: ChatState) => state.userId;

/** The text with each occurrence of the keyword (any case) marked; text nodes only, so HTML in a message stays text. */
function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  const lower = text.toLowerCase();
  const needle = keyword.toLowerCase();
  const parts: { text: string; hit: boolean }[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle, from); needle !== '' && at >= 0; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), hit: false });
    parts.push({ text: text.slice(at, at + needle.length), hit: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false });
  return <>{parts.map((part, index) => (part.hit ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}</>;
}

/**
 * The conversation's history panel (spec 000: "History panel toggles open or closed"): searches this conversation's
 * text messages on the server, newest first, 20 a page, without touching the conversation on screen.
 */
export function HistorySearchPanel({ peerId, peerName }: { peerId: string; peerName: string }) {
  const { t } = useTranslation();
  const chat = useChatService();
  const userId = useChatState(selectUserId);
  const [state, setState] = useState<SearchState>(IDLE);
  const [request, setRequest] = useState<{ keyword: string; page: number } | null>(null);

  useEffect(() => {
    if (!chat || !request) return;
    const subscription: Subscription = chat.search(peerId, request.keyword, request.page).subscribe({
      next: (page) =>
        setState((previous) => ({
          keyword: request.keyword,
          list: page.page === 1 ? page.list : [...previous.list, ...page.list],
          total: page.total,
          page: page.page,
          loading: false,
          failure: null,
        })),
      error: (error: unknown) =>
        setState((previous) => ({ ...previous, loading: false, failure: error instanceof ChatSearchError ? error.reason : 'timeout' })),
    });
    return () => subscription.unsubscribe();
  }, [chat, peerId, request]);

  const search = (value: string) => {
    const keyword = value.trim();
    if (!keyword) {
      setRequest(null);
      setState(IDLE);
      return;
    }
    setState({ ...IDLE, keyword, loading: true });
    setRequest({ keyword, page: 1 });
  };
  const loadMore = () => {
    setState((previous) => ({ ...previous, loading: true, failure: null }));
    setRequest({ keyword: state.keyword, page: state.page + 1 });
  };

  return (
    <section
      className="sluice-chat__search-panel"
      aria-label={t('chat.history-search.label', { name: peerName })}
      data-testid="chat-history-search"
    >
      <div className="sluice-chat__side-search">
        <Input.Search
          allowClear
          autoFocus
          placeholder={t('chat.history-search.placeholder')}
          aria-label={t('chat.history-search.placeholder')}
          onSearch={search}
          maxLength={100}
        />
      </div>
      <div className="sluice-chat__scroll">
        {state.failure ? (
          <Alert type="warning" showIcon className="sluice-chat__history-note" title={t(`chat.history-search.${state.failure}`)} />
        ) : null}
        {state.keyword === '' ? (
          <Typography.Paragraph type="secondary" className="sluice-chat__history-note">
            {t('chat.history-search.hint')}
          </Typography.Paragraph>
        ) : state.loading && state.list.length === 0 ? (
          <Spin className="sluice-chat__history-note" />
        ) : state.list.length === 0 && !state.failure ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.history-search.none', { keyword: state.keyword })} />
        ) : (
          <>
            <Typography.Text type="secondary" className="sluice-chat__history-note">
              {t('chat.history-search.found', { count: state.total })}
            </Typography.Text>
            <ol className="sluice-chat__search-hits">
              {state.list.map((message) => (
                <li key={message.key} className="sluice-chat__search-hit">
                  <Typography.Text type="secondary">
                    {message.fromUserId === userId ? t('chat.history.me') : peerName} · {dayjs(message.time).format('YYYY-MM-DD HH:mm')}
                  </Typography.Text>
                  <div>
                    <Highlighted text={typeof message.content === 'string' ? message.content : ''} keyword={state.keyword} />
                  </div>
                </li>
              ))}
            </ol>
            {state.list.length < state.total ? (
              <Button type="link" block loading={state.loading} onClick={loadMore}>
                {t('chat.history-search.more')}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

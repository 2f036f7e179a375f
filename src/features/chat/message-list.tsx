import { Spin } from 'antd';
import { useCallback, useLayoutEffect, useRef, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../streams/chat/chat-events';
import type { ChatConversation, ChatState } from '../../../streams/chat/chat-store';
import { MessageBubble } from './message-bubble';
import { useChatService, useChatState } from './use-chat';

/** Older history loads when the list is scrolled within 100 px of its top (spec 000 section 9). */
export const HISTORY_LOAD_WITHIN_PX = 100;
// Within this of the bottom the list follows new messages; further up the reader is reading history and stays put.
const FOLLOW_WITHIN_PX = 80;

const EMPTY: ChatConversation = { messages: [], hasMore: false, loaded: false };
const NO_MESSAGES: readonly ChatMessage[] = [];

/** The conversation with one person, oldest at the top, paging upward as the reader scrolls up. */
export function MessageList({ peerId, peerName }: { peerId: string; peerName: string }) {
  const { t } = useTranslation();
  const chat = useChatService();
  const conversation = useChatState(useCallback((state: ChatState) => state.conversations[peerId] ?? EMPTY, [peerId]));
  const userId = useChatState(useCallback((state: ChatState) => state.userId, []));
  const box = useRef<HTMLDivElement>(null);
  // What the list looked like before this render: a taller list with the same last message grew at the top.
  const before = useRef<{ height: number; top: number; last: string | undefined; atBottom: boolean } | null>(null);
  const messages = conversation.messages.length > 0 ? conversation.messages : NO_MESSAGES;
  const last = messages.at(-1)?.key;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const previous = before.current;
    if (!previous || (previous.last !== last && (previous.atBottom || messages.at(-1)?.fromUserId === userId))) {
      element.scrollTop = element.scrollHeight;
    } else if (previous.last === last && element.scrollHeight !== previous.height) {
      element.scrollTop = previous.top + (element.scrollHeight - previous.height);
    }
    before.current = {
      height: element.scrollHeight,
      top: element.scrollTop,
      last,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_WITHIN_PX,
    };
    // A first page too short to scroll could never reach the top trigger: ask for more until it fills the box.
    if (conversation.loaded && conversation.hasMore && element.scrollHeight <= element.clientHeight) chat?.loadOlder(peerId);
  }, [messages, last, userId, conversation.loaded, conversation.hasMore, chat, peerId]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    before.current = {
      height: element.scrollHeight,
      top: element.scrollTop,
      last,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_WITHIN_PX,
    };
    if (element.scrollTop <= HISTORY_LOAD_WITHIN_PX) chat?.loadOlder(peerId);
  };

  return (
    <div
      className="sluice-chat__history"
      ref={box}
      onScroll={onScroll}
      role="log"
      aria-label={t('chat.history.label', { name: peerName })}
      data-testid="chat-history"
    >
      {!conversation.loaded ? <Spin className="sluice-chat__history-note" /> : null}
      {conversation.loaded && conversation.hasMore ? <div className="sluice-chat__history-note">{t('chat.history.loading')}</div> : null}
      {conversation.loaded && !conversation.hasMore && messages.length > 0 ? (
        <div className="sluice-chat__history-note">{t('chat.history.no-more')}</div>
      ) : null}
      {messages.map((message) => {
        const mine = message.fromUserId === userId || message.status !== 'sent';
        return (
          <MessageBubble
            key={message.clientMsgId ?? message.key}
            message={message}
            mine={mine}
            author={mine ? t('chat.history.me') : peerName}
            onRetry={(clientMsgId) => chat?.retry(clientMsgId)}
          />
        );
      })}
    </div>
  );
}

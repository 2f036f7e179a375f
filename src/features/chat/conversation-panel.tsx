import { Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatState } from '../../../streams/chat/chat-store';
import { ChatAvatar } from './chat-avatar';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { useChatService, useChatState } from './use-chat';

/** The open conversation: who (with the online dot), the history, and the composer. */
export function ConversationPanel({ peerId, peerName }: { peerId: string; peerName: string }) {
  const { t } = useTranslation();
  const chat = useChatService();
  const online = useChatState(useCallback((state: ChatState) => state.online[peerId] === true, [peerId]));
  return (
    <section className="sluice-chat__main" aria-label={peerName} data-testid="chat-conversation">
      <header className="sluice-chat__head">
        <ChatAvatar name={peerName} online={online} />
        <Typography.Text strong>{peerName}</Typography.Text>
        <Typography.Text type="secondary">{online ? t('chat.peer.online') : t('chat.peer.offline')}</Typography.Text>
      </header>
      <MessageList peerId={peerId} peerName={peerName} />
      <Composer
        peerName={peerName}
        onSendText={(text) => chat?.send(peerId, { type: 'text', text })}
        onSendImage={(image) => chat?.send(peerId, { type: 'image', ...image })}
      />
    </section>
  );
}

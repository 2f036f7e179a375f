import { HistoryOutlined } from '@ant-design/icons';
import { Button, Tooltip, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatState } from '../../../streams/chat/chat-store';
import { ChatAvatar } from './chat-avatar';
import { Composer } from './composer';
import { HistorySearchPanel } from './history-search-panel';
import { MessageList } from './message-list';
import { useChatService, useChatState } from './use-chat';

/**
 * The open conversation: who (with the online dot), the history, and the composer. The history button toggles the
 * search panel in place of the messages (the drawer is too narrow for both side by side).
 */
export function ConversationPanel({ peerId, peerName }: { peerId: string; peerName: string }) {
  const { t } = useTranslation();
  const chat = useChatService();
  const online = useChatState(useCallback((state: ChatState) => state.online[peerId] === true, [peerId]));
  const [searching, setSearching] = useState(false);
  const toggleLabel = searching ? t('chat.history-search.close') : t('chat.history-search.open');
  return (
    <section className="sluice-chat__main" aria-label={peerName} data-testid="chat-conversation">
      <header className="sluice-chat__head">
        <ChatAvatar name={peerName} online={online} />
        <Typography.Text strong>{peerName}</Typography.Text>
        <Typography.Text type="secondary">{online ? t('chat.peer.online') : t('chat.peer.offline')}</Typography.Text>
        <Tooltip title={toggleLabel}>
          <Button
            className="sluice-chat__head-tool"
            type={searching ? 'primary' : 'text'}
            icon={<HistoryOutlined />}
            aria-label={toggleLabel}
            aria-pressed={searching}
            onClick={() => setSearching((open) => !open)}
            data-testid="chat-history-toggle"
          />
        </Tooltip>
      </header>
      {searching ? (
        <HistorySearchPanel key={peerId} peerId={peerId} peerName={peerName} />
      ) : (
        <>
          <MessageList peerId={peerId} peerName={peerName} />
          <Composer
            peerName={peerName}
            onSendText={(text) => chat?.send(peerId, { type: 'text', text })}
            onSendImage={(image) => chat?.send(peerId, { type: 'image', ...image })}
          />
        </>
      )}
    </section>
  );
}

import { Drawer, Empty, Input, Tabs } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatState } from '../../../streams/chat/chat-store';
import { useIsMobile } from '../../lib/use-is-mobile';
import { ContactList } from './contact-list';
import { ConversationList } from './conversation-list';
import { ConversationPanel } from './conversation-panel';
import { useChatService, useChatState } from './use-chat';

interface Peer {
  id: string;
  name: string;
}

/** The duty chat drawer: recent conversations and contacts on the left, the open conversation on the right. */
export function ChatDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const chat = useChatService();
  const mobile = useIsMobile();
  const [tab, setTab] = useState<'conversations' | 'contacts'>('conversations');
  const [keyword, setKeyword] = useState('');
  const [peer, setPeer] = useState<Peer | null>(null);
  const peers = useChatState(useCallback((state: ChatState) => state.peers, []));

  // The conversation on screen is read as messages come; closing the drawer stops that.
  useEffect(() => {
    chat?.open(open && peer ? peer.id : null);
  }, [chat, open, peer]);
  useEffect(() => () => chat?.open(null), [chat]);

  const openPeer = (id: string, name: string) => setPeer({ id, name: peers[id]?.realName || name });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('chat.drawer.title')}
      placement="right"
      size={mobile ? '100%' : 760}
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
      data-testid="chat-drawer"
    >
      <div className={peer ? 'sluice-chat sluice-chat--peer' : 'sluice-chat'}>
        <aside className="sluice-chat__side">
          <div className="sluice-chat__side-search">
            <Input.Search
              allowClear
              placeholder={t('chat.search.placeholder')}
              aria-label={t('chat.search.placeholder')}
              onSearch={(value) => setKeyword(value.trim())}
            />
          </div>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key === 'contacts' ? 'contacts' : 'conversations')}
            centered
            size="small"
            items={[
              { key: 'conversations', label: t('chat.tabs.conversations') },
              { key: 'contacts', label: t('chat.tabs.contacts') },
            ]}
          />
          {tab === 'conversations' ? (
            <div className="sluice-chat__scroll">
              <ConversationList keyword={keyword} activePeerId={peer?.id ?? null} onOpen={openPeer} />
            </div>
          ) : (
            <ContactList keyword={keyword} onOpen={openPeer} />
          )}
        </aside>
        {peer ? (
          <ConversationPanel key={peer.id} peerId={peer.id} peerName={peer.name} />
        ) : (
          <div className="sluice-chat__main">
            <div className="sluice-chat__empty">
              <Empty description={t('chat.peer.choose')} />
            </div>
          </div>
        )}
      </div>
    </Drawer>
  );
}

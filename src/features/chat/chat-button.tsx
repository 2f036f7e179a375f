import { MessageOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatUnread } from './use-chat';
import './chat.css';

/** Spec section 9: the badge shows up to 99. */
const BADGE_MAX = 99;

// The drawer (lists, history, composer, emoji) loads when first opened; the button draws with the shell.
const ChatDrawer = lazy(() => import('./chat-drawer').then((module) => ({ default: module.ChatDrawer })));

/**
 * The top bar's chat button beside the bell: its name says chat and the unread count, it blinks while any
 * conversation has unread messages (spec 000), and it opens the duty chat drawer.
 */
export function ChatButton() {
  const { t } = useTranslation();
  const unread = useChatUnread();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const label = unread > 0 ? t('chat.button.label-unread', { count: unread }) : t('chat.button.label');
  return (
    <>
      <Tooltip title={label}>
        <Button
          type="text"
          className={unread > 0 ? 'sluice-tool sluice-chat-button sluice-chat-button--unread' : 'sluice-tool sluice-chat-button'}
          data-testid="chat-button"
          aria-label={label}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          <Badge count={unread} overflowCount={BADGE_MAX} size="small" data-testid="chat-badge">
            <MessageOutlined className="sluice-tool__icon" />
          </Badge>
        </Button>
      </Tooltip>
      {opened ? (
        <Suspense fallback={null}>
          <ChatDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

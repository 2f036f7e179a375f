import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Popover } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { UNREAD_COUNT_KEY, messageApi } from './api';
import { useLiveMessageCounts } from './use-live-message-counts';

// The popover's list (antd Typography and Tag with it) is not on screen until the bell is hovered or focused: fetched
// then, in the popover's own opening delay, and kept.
const loadLatestUnread = () => import('./latest-unread');
const LatestUnread = lazy(() => loadLatestUnread().then((module) => ({ default: module.LatestUnread })));
const prefetchLatestUnread = () => void loadLatestUnread();

/** Spec section 9: the badge shows up to 99. */
export const UNREAD_BADGE_MAX = 99;
/** Without a socket the count is refreshed every minute and whenever the window regains focus. */
export const UNREAD_REFRESH_MS = 60_000;
/** The popover lists the newest few unread messages. */
export const LATEST_UNREAD_COUNT = 5;

/**
 * The bell in the top bar: the unread count (99+), kept in step by the socket on every console of the person, and a
 * popover with the newest unread messages and the way to the message centre. A click opens the centre.
 */
export function MessageBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useLiveMessageCounts();
  const count = useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: messageApi.unreadCount,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
  const total = Math.max(0, Number(count.data?.total ?? 0) || 0);
  const label = total > 0 ? t('topbar.notice.unread', { count: total }) : t('topbar.notice.none');
  return (
    <Popover
      placement="bottomRight"
      trigger={['hover', 'focus']}
      title={t('messages.bell.title')}
      content={
        <Suspense fallback={<div className="sluice-bell-popover" aria-busy="true" />}>
          <LatestUnread enabled={total > 0} />
        </Suspense>
      }
      destroyOnHidden
    >
      <Button
        type="text"
        className="sluice-tool"
        data-testid="notice-bell"
        aria-label={label}
        onMouseEnter={prefetchLatestUnread}
        onFocus={prefetchLatestUnread}
        onClick={() => void navigate('/messageRecord')}
      >
        <Badge count={total} overflowCount={UNREAD_BADGE_MAX} size="small" data-testid="notice-badge">
          <BellOutlined className="sluice-tool__icon" />
        </Badge>
      </Button>
    </Popover>
  );
}

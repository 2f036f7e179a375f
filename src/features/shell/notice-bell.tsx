import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { shellApi } from './api';

/** Spec section 9: the badge shows up to 99. */
export const UNREAD_BADGE_MAX = 99;
/** The count is refreshed every minute and whenever the window regains focus. */
export const UNREAD_REFRESH_MS = 60_000;

export const UNREAD_QUERY_KEY = ['shell', 'unread-count'] as const;

/** The notice bell: unread messages (capped at 99+) and a way to the message centre. */
export function NoticeBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: UNREAD_QUERY_KEY,
    queryFn: shellApi.unreadCount,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
  const total = Math.max(0, Number(query.data?.total ?? 0) || 0);
  const label = total > 0 ? t('topbar.notice.unread', { count: total }) : t('topbar.notice.none');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        className="sluice-tool"
        data-testid="notice-bell"
        aria-label={label}
        onClick={() => void navigate('/messageRecord')}
      >
        <Badge count={total} overflowCount={UNREAD_BADGE_MAX} size="small" data-testid="notice-badge">
          <BellOutlined className="sluice-tool__icon" />
        </Badge>
      </Button>
    </Tooltip>
  );
}

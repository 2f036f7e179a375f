import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../lib/format/date-time';
import { MESSAGE_KEYS, messageApi } from './api';
import { kindColor, kindLabel } from './message-kinds';
import { useOpenMessage } from './use-open-message';
import './messages.css';

const NEWEST_UNREAD = { type: '', isRead: '0', keyword: '' } as const;

/** The bell's popover: the newest five unread messages (each opens as in the centre) and a link to the centre. */
export function LatestUnread({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open, dialog } = useOpenMessage();
  const latest = useQuery({ queryKey: MESSAGE_KEYS.latestUnread, queryFn: () => messageApi.list(NEWEST_UNREAD, 1, 5), enabled });
  const items = enabled ? (latest.data?.list ?? []) : [];
  return (
    <div className="sluice-bell-popover" data-testid="bell-popover">
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.bell.none')} />
      ) : (
        <ul className="sluice-messages__list">
          {items.map((item) => (
            <li key={item.id} className="sluice-bell-popover__item">
              <Button type="link" className="sluice-messages__title" onClick={() => open(item)}>
                {item.title}
              </Button>
              <div>
                <Tag color={kindColor(item.type)}>{kindLabel(t, item.type)}</Tag>
                <Typography.Text type="secondary">{formatDateTime(item.releaseTime ?? item.lastModifyTime)}</Typography.Text>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button type="link" block onClick={() => void navigate('/messageRecord')} data-testid="bell-open-centre">
        {t('messages.bell.open-centre')}
      </Button>
      {dialog}
    </div>
  );
}

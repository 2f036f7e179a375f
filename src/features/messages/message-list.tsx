import { Badge, Button, Checkbox, Empty, Spin, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageItem } from '../../../server/src/wire/messages';
import { formatDateTime } from '../../lib/format/date-time';
import { kindColor, kindLabel } from './message-kinds';

export interface MessageListProps {
  items: MessageItem[];
  loading: boolean;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onOpen: (message: MessageItem) => void;
  footer: ReactNode;
}

/** The centre's rows: a check box to pick for deletion, an unread dot, the title that opens it, kind, sender, time. */
export function MessageList({ items, loading, selected, onSelect, onOpen, footer }: MessageListProps) {
  const { t } = useTranslation();
  const toggle = (id: string, on: boolean) => onSelect(on ? [...selected, id] : selected.filter((other) => other !== id));
  if (items.length === 0)
    return loading ? <Spin className="sluice-messages__loading" /> : <Empty description={t('messages.record.empty')} />;
  return (
    <>
      <ul className="sluice-messages__list">
        {items.map((item) => {
          const unread = item.isRead === '0';
          return (
            <li key={item.id} className="sluice-messages__row" data-testid="message-row" data-unread={unread ? 'true' : 'false'}>
              <Checkbox
                checked={selected.includes(item.id)}
                onChange={(event) => toggle(item.id, event.target.checked)}
                aria-label={t('messages.record.select', { title: item.title })}
              />
              <Badge status={unread ? 'processing' : 'default'} title={unread ? t('messages.record.unread') : t('messages.record.read')} />
              <div className="sluice-messages__main">
                <Button
                  type="link"
                  className={unread ? 'sluice-messages__title sluice-messages__title--unread' : 'sluice-messages__title'}
                  onClick={() => onOpen(item)}
                >
                  {item.title}
                </Button>
                <div>
                  <Tag color={kindColor(item.type)}>{kindLabel(t, item.type)}</Tag>
                  <Typography.Text type="secondary">{item.releaseUser || item.creatorUser || t('messages.sender.system')}</Typography.Text>
                </div>
              </div>
              <Typography.Text type="secondary" className="sluice-messages__time">
                {formatDateTime(item.releaseTime ?? item.lastModifyTime)}
              </Typography.Text>
            </li>
          );
        })}
      </ul>
      {footer ? (
        <Typography.Text type="secondary" className="sluice-messages__footer">
          {footer}
        </Typography.Text>
      ) : null}
    </>
  );
}

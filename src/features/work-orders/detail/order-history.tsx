import { Empty, Timeline } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../../server/src/wire/work-orders';
import { useOrderWords } from '../order-words';

/** The order's process status changes, oldest first. */
export function OrderHistory({ history }: { history: OrderDetail['history'] }) {
  const { t } = useTranslation();
  const words = useOrderWords();
  if (history.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('work-orders.detail.no-history')} />;
  return (
    <Timeline
      items={history.map((event, index) => ({
        key: `${event.time}-${index}`,
        content: (
          <>
            <div>
              {t('work-orders.detail.history-line', {
                user: event.userName,
                from: words.status(event.fromStatus),
                to: words.status(event.toStatus),
              })}
            </div>
            <div className="sluice-work-orders__muted">
              {dayjs(event.time).format('YYYY-MM-DD HH:mm:ss')}
              {event.remark ? ` · ${event.remark}` : ''}
            </div>
          </>
        ),
      }))}
    />
  );
}

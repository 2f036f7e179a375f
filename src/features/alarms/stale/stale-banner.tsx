import { DisconnectOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { scan } from 'rxjs';
import type { Store } from '../../../../streams/stores/create-store';
import type { ConnectionState } from '../../../../streams/stores/connection-store';
import { useObservable } from '../../../lib/use-observable';
import { nextStaleStatus, type StaleStatus } from './stale-status';

/**
 * Says plainly when the live feed is down ('live feed interrupted since HH:mm:ss — alarms still checked every
 * 30 s'), or when even the poll fails, and disappears by itself when the feed recovers.
 */
export function StaleBanner({ connection, pollSeconds }: { connection: Store<ConnectionState>; pollSeconds: number }) {
  const { t } = useTranslation();
  const status$ = useMemo(() => connection.state$.pipe(scan(nextStaleStatus, null as StaleStatus | null)), [connection]);
  const status = useObservable(status$, nextStaleStatus(null, connection.getState()));
  if (!status) return null;
  const time = dayjs(status.since).format('HH:mm:ss');
  let text: string;
  switch (status.kind) {
    case 'socket-down':
      text = t('alarms.stale.socket-down', { time, seconds: pollSeconds });
      break;
    case 'poll-failing':
      text = t('alarms.stale.poll-failing', { time });
      break;
    default:
      text = t('alarms.stale.silent', { time });
  }
  return <Alert type="error" showIcon icon={<DisconnectOutlined />} title={text} data-testid="stale-banner" />;
}

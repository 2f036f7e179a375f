import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Empty, Spin, Timeline } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { alarmsApi } from '../api';
import type { AlarmDto, AlarmSeverity } from '../alarm-types';
import { formatAlarmValue } from '../format';
import { SeverityTag } from '../severity-tag';
import { LogAction } from './log-action';

const isSeverity = (value: number): value is AlarmSeverity => value === 1 || value === 2 || value === 3 || value === 4;

/**
 * Everything that happened to one alarm, in order (`GET /api/monitoring/alarms/{id}/log`). Refetched when the
 * alarm's revision changes, so an acknowledgement shows up here at once.
 */
export function AlarmLogDrawer({ alarm, onClose }: { alarm: AlarmDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const log = useQuery({
    queryKey: ['alarms', 'log', alarm?.id, alarm?.revision],
    queryFn: ({ signal }) => alarmsApi.log(alarm?.id ?? '', signal),
    enabled: alarm !== null,
  });
  return (
    <Drawer open={alarm !== null} onClose={onClose} title={t('alarms.log.title')} size={420} destroyOnHidden data-testid="alarm-log-drawer">
      {alarm ? (
        <Descriptions size="small" column={1} className="sluice-alarm-log__summary">
          <Descriptions.Item label={t('alarms.field.point')}>{alarm.pointName}</Descriptions.Item>
          <Descriptions.Item label={t('alarms.field.severity')}>
            <SeverityTag severity={alarm.severity} name={alarm.severityName} />
          </Descriptions.Item>
          <Descriptions.Item label={t('alarms.field.value')}>{formatAlarmValue(alarm.value, alarm.unit)}</Descriptions.Item>
        </Descriptions>
      ) : null}
      {log.isPending ? <Spin /> : null}
      {log.isError ? <Alert type="error" title={t('alarms.log.failed')} /> : null}
      {log.data && log.data.length === 0 ? <Empty description={t('alarms.log.empty')} /> : null}
      {log.data && log.data.length > 0 ? (
        <Timeline
          data-testid="alarm-log"
          items={log.data.map((entry) => ({
            key: entry.id,
            color: entry.action === 'acknowledged' ? 'green' : entry.action === 'cleared' || entry.action === 'resumed' ? 'gray' : 'red',
            content: (
              <div className="sluice-alarm-log__entry" data-action={entry.action}>
                <div className="sluice-alarm-log__head">
                  <LogAction action={entry.action} />
                  {isSeverity(entry.severity) ? <SeverityTag severity={entry.severity} name={entry.severityName} /> : null}
                  <span className="sluice-alarm-table__sub">{dayjs(entry.at).format('YYYY-MM-DD HH:mm:ss')}</span>
                </div>
                {entry.value !== null && alarm ? (
                  <div>
                    {t('alarms.field.value')}: {formatAlarmValue(entry.value, alarm.unit)}
                  </div>
                ) : null}
                {entry.userName ? <div>{t('alarms.log.by', { name: entry.userName })}</div> : null}
                {entry.comment ? <div className="sluice-alarm-log__comment">{entry.comment}</div> : null}
              </div>
            ),
          }))}
        />
      ) : null}
    </Drawer>
  );
}

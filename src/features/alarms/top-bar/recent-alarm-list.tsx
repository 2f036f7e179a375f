import { Button, Empty, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AlarmDto } from '../alarm-types';
import { formatAlarmValue } from '../format';
import { SeverityTag } from '../severity-tag';
import { MuteAlarmButton } from '../sound/mute-buttons';

export interface RecentAlarmListProps {
  alarms: readonly AlarmDto[];
  canAcknowledge: boolean;
  onAcknowledge: (alarm: AlarmDto) => void;
}

/** The newest open alarms with their level, value and time, and the acknowledge and mute actions. */
export function RecentAlarmList({ alarms, canAcknowledge, onAcknowledge }: RecentAlarmListProps) {
  const { t } = useTranslation();
  if (alarms.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('alarms.panel.no-alarms')} />;
  return (
    <ul className="sluice-alarm-panel__list" data-testid="alarm-panel-list">
      {alarms.map((alarm) => (
        <li key={alarm.id} className="sluice-alarm-panel__alarm" data-alarm-id={alarm.id}>
          <SeverityTag severity={alarm.severity} name={alarm.severityName} />
          <span className="sluice-alarm-panel__main">
            <span className="sluice-alarm-panel__point">{alarm.pointName}</span>
            <span className="sluice-alarm-panel__meta">
              {formatAlarmValue(alarm.value, alarm.unit)} · {dayjs(alarm.raisedAt).format('MM-DD HH:mm:ss')}
            </span>
          </span>
          {alarm.state === 'cleared' ? <Tag>{t('alarms.state.cleared')}</Tag> : null}
          <MuteAlarmButton alarm={alarm} />
          {alarm.acknowledged ? (
            <Tag color="success">{t('alarms.ack.acknowledged')}</Tag>
          ) : canAcknowledge ? (
            <Button size="small" onClick={() => onAcknowledge(alarm)} data-testid={`alarm-ack-${alarm.id}`}>
              {t('alarms.ack.action')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

import { MutedOutlined, SoundOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AlarmDto } from '../alarm-types';
import { GLOBAL_MUTE_MS, isAlarmMuted } from './alarm-mutes';
import { useMutes } from './use-mutes';

/** Mutes (or unmutes) one alarm's tone until it is acknowledged or escalates; only for alarms that would sound. */
export function MuteAlarmButton({ alarm }: { alarm: AlarmDto }) {
  const { t } = useTranslation();
  const { state, mutes } = useMutes();
  if (alarm.state !== 'active' || alarm.acknowledged) return null;
  const muted = isAlarmMuted(state, alarm);
  const label = muted ? t('alarms.mute.unmute-alarm') : t('alarms.mute.mute-alarm');
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type="text"
        aria-label={label}
        aria-pressed={muted}
        data-testid={`alarm-mute-${alarm.id}`}
        icon={muted ? <MutedOutlined /> : <SoundOutlined />}
        onClick={() => (muted ? mutes.unmuteAlarm(alarm.id) : mutes.muteAlarm(alarm.id, alarm.severity))}
      />
    </Tooltip>
  );
}

/** Silences every tone for five minutes (then it comes back by itself), or ends that early. */
export function GlobalMuteButton() {
  const { t } = useTranslation();
  const { state, mutes } = useMutes();
  const until = state.globalUntil;
  if (until !== null) {
    return (
      <Button size="small" icon={<MutedOutlined />} onClick={() => mutes.unmuteAll()} data-testid="alarm-global-unmute">
        {t('alarms.mute.muted-until', { time: dayjs(until).format('HH:mm') })}
      </Button>
    );
  }
  return (
    <Button size="small" icon={<SoundOutlined />} onClick={() => mutes.muteAll()} data-testid="alarm-global-mute">
      {t('alarms.mute.mute-all', { minutes: GLOBAL_MUTE_MS / 60_000 })}
    </Button>
  );
}

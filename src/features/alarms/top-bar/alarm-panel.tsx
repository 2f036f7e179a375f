import { Button, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SoundLightState } from '../../../../streams/protocol/sound-light';
import type { AlarmDto } from '../alarm-types';
import { GlobalMuteButton } from '../sound/mute-buttons';
import type { BellSummary } from './bell-summary';
import { RecentAlarmList } from './recent-alarm-list';
import { SoundLightSwitch } from './sound-light-switch';
import { WarnList } from './warn-list';

/** How many open alarms the panel lists; the alarm page has the rest. */
export const PANEL_ALARMS = 8;

export interface AlarmPanelProps {
  summary: BellSummary;
  warnings: SoundLightState | null;
  canAcknowledge: boolean;
  onAcknowledge: (alarm: AlarmDto) => void;
  /** Opens the alarm page; absent when the user's menu has none. */
  onOpenPage?: () => void;
}

/**
 * The alarm panel under the bell: newest alarms, then the server's warning lists each under its own name (water level
 * and rainfall, water quality, and the dam's seepage and displacement instruments), sound and light.
 */
export function AlarmPanel({ summary, warnings, canAcknowledge, onAcknowledge, onOpenPage }: AlarmPanelProps) {
  const { t } = useTranslation();
  const level = warnings?.waterLevelWarnList ?? [];
  const quality = warnings?.waterQualityWarnList ?? [];
  const safety = warnings?.safetyWarnList ?? [];
  return (
    <div className="sluice-alarm-panel" data-testid="alarm-panel">
      <div className="sluice-alarm-panel__head">
        <SoundLightSwitch canWrite={canAcknowledge} />
        <GlobalMuteButton />
      </div>
      <Tabs
        size="small"
        tabBarGutter={20}
        items={[
          {
            key: 'alarms',
            label: t('alarms.panel.tab-alarms', { count: summary.newest.length }),
            children: (
              <RecentAlarmList
                alarms={summary.newest.slice(0, PANEL_ALARMS)}
                canAcknowledge={canAcknowledge}
                onAcknowledge={onAcknowledge}
              />
            ),
          },
          {
            key: 'water-level',
            label: t('alarms.panel.tab-water-level', { count: level.length }),
            children: <WarnList items={level} testId="water-level-warnings" />,
          },
          {
            key: 'water-quality',
            label: t('alarms.panel.tab-water-quality', { count: quality.length }),
            children: <WarnList items={quality} testId="water-quality-warnings" />,
          },
          {
            key: 'safety',
            label: t('alarms.panel.tab-safety', { count: safety.length }),
            children: <WarnList items={safety} testId="safety-warnings" />,
          },
        ]}
      />
      {onOpenPage ? (
        <div className="sluice-alarm-panel__foot">
          <Button type="link" size="small" onClick={onOpenPage} data-testid="alarm-panel-open-page">
            {t('alarms.panel.open-page')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Statistic, Tag } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectAlarmCounts } from '../../../../streams/cockpit/project-kpis';
import { severityColor } from '../../../ui/charts/severity-colors';
import { useChartTheme } from '../../../ui/charts/use-chart-theme';

const SEVERITIES = [4, 3, 2, 1] as const;
/** Text that stays readable on each level's colour: white on blue and red, near-black on yellow and orange. */
const LEVEL_TEXT = { 1: '#ffffff', 2: 'rgba(0, 0, 0, 0.88)', 3: 'rgba(0, 0, 0, 0.88)', 4: '#ffffff' } as const;

// Each tile is memoised: a reading re-renders the tile whose figure it changes, not its neighbours (antd's cards and
// statistics cost more to render than the figures do to count).

/** Points reporting within three of their intervals, out of the project's enabled points. */
export const OnlineTile = memo(function OnlineTile({ online, total }: { online: number; total: number }) {
  const { t } = useTranslation();
  return (
    <Card size="small" className="sluice-cockpit__kpi" data-testid="kpi-online">
      <Statistic title={t('cockpit.kpi.points-online')} value={online} suffix={`/ ${total}`} />
    </Card>
  );
});

/** Active alarms of the project, with one count per level (most serious first) in the level's colour. */
export const AlarmsTile = memo(function AlarmsTile({ counts }: { counts: ProjectAlarmCounts }) {
  const { t } = useTranslation();
  const { dark } = useChartTheme();
  const levelName = (severity: 1 | 2 | 3 | 4) => {
    switch (severity) {
      case 1:
        return t('alarms.severity.level-1');
      case 2:
        return t('alarms.severity.level-2');
      case 3:
        return t('alarms.severity.level-3');
      default:
        return t('alarms.severity.level-4');
    }
  };
  return (
    <Card size="small" className="sluice-cockpit__kpi" data-testid="kpi-alarms">
      <Statistic title={t('cockpit.kpi.active-alarms')} value={counts.total} />
      <div className="sluice-cockpit__kpi-levels">
        {SEVERITIES.map((severity) => (
          <Tag
            key={severity}
            variant="filled"
            style={{ background: severityColor(severity, dark), color: LEVEL_TEXT[severity] }}
            data-testid={`kpi-alarms-${severity}`}
          >
            {levelName(severity)} {counts[severity]}
          </Tag>
        ))}
      </div>
    </Card>
  );
});

export interface LevelTileProps {
  code: string | null;
  /** The newest level, NaN while unknown. */
  level: number;
  /** Now minus a day ago, NaN while unknown. */
  change: number;
  unit: string;
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

/** The reservoir level now and its change over the last 24 hours. */
export const LevelTile = memo(function LevelTile({ code, level, change, unit }: LevelTileProps) {
  const { t } = useTranslation();
  const rising = change > 0;
  return (
    <Card size="small" className="sluice-cockpit__kpi" data-testid="kpi-level">
      <Statistic title={t('cockpit.kpi.reservoir-level', { code: code ?? '' })} value={fixed(level, 2)} suffix={unit} />
      <div className="sluice-cockpit__kpi-change" data-testid="kpi-level-change">
        {t('cockpit.kpi.change-24h')}{' '}
        {Number.isFinite(change) && change !== 0 ? rising ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden /> : null}{' '}
        {Number.isFinite(change) ? `${rising ? '+' : ''}${change.toFixed(2)} ${unit}` : '—'}
      </div>
    </Card>
  );
});

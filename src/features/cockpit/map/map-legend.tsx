import { Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlarmDto } from '../../../../server/src/wire/alarm';
import type { MapPointDatum } from './map-point-data';

interface MapLegendProps {
  points: readonly MapPointDatum[];
  normal: string;
  offline: string;
  severity: (severity: AlarmDto['severity']) => string;
}

/** The alarm levels the points in alarm are drawn in, most serious first; the most serious level when none is. */
function alarmLevelsShown(points: readonly MapPointDatum[]): AlarmDto['severity'][] {
  const levels = new Set<AlarmDto['severity']>();
  for (const point of points) if (point.status === 'alarm' && point.severity !== null) levels.add(point.severity);
  return levels.size === 0 ? [4] : [...levels].sort((a, b) => b - a);
}

function Swatch({ colour }: { colour: string }) {
  return <span aria-hidden className="sluice-map__swatch" style={{ background: colour }} />;
}

/**
 * What the colours mean, with how many points are in each state; says so when no point has coordinates. Memoised: it
 * counts the drawn points, which a reading that changes no state leaves as they were. The alarm entry shows a swatch
 * for each level the points in alarm are drawn in, as the map colours each by its own most serious alarm.
 */
export const MapLegend = memo(function MapLegend({ points, normal, offline, severity }: MapLegendProps) {
  const { t } = useTranslation();
  if (points.length === 0) {
    return (
      <Typography.Text type="secondary" className="sluice-map__legend" data-testid="map-no-points">
        {t('map.state.no-points')}
      </Typography.Text>
    );
  }
  const count = (status: MapPointDatum['status']) => points.filter((point) => point.status === status).length;
  return (
    <Typography.Text type="secondary" className="sluice-map__legend" data-testid="map-legend">
      <span>
        <Swatch colour={normal} />
        {t('map.legend.normal')} {count('normal')}
      </span>
      <span>
        {alarmLevelsShown(points).map((level) => (
          <Swatch key={level} colour={severity(level)} />
        ))}
        {t('map.legend.alarm')} {count('alarm')}
      </span>
      <span>
        <Swatch colour={offline} />
        {t('map.legend.offline')} {count('offline')}
      </span>
    </Typography.Text>
  );
});

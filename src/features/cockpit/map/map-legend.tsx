import { Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapPointDatum } from './map-point-data';

interface MapLegendProps {
  points: readonly MapPointDatum[];
  normal: string;
  offline: string;
  alarm: string;
}

function Swatch({ colour }: { colour: string }) {
  return <span aria-hidden className="sluice-map__swatch" style={{ background: colour }} />;
}

/**
 * What the colours mean, with how many points are in each state; says so when no point has coordinates. Memoised: it
 * counts the drawn points, which a reading that changes no state leaves as they were.
 */
export const MapLegend = memo(function MapLegend({ points, normal, offline, alarm }: MapLegendProps) {
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
        <Swatch colour={alarm} />
        {t('map.legend.alarm')} {count('alarm')}
      </span>
      <span>
        <Swatch colour={offline} />
        {t('map.legend.offline')} {count('offline')}
      </span>
    </Typography.Text>
  );
});

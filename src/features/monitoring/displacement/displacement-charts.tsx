import { Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Point } from '../../../../server/src/wire/monitoring-point';
import type { ChartView } from '../../../ui/charts';
import { useDebouncedWidth } from '../../../ui/charts/use-debounced-width';
import { chartSeriesOf } from '../data/chart-series-of';
import { companionPoint } from '../data/companion-point';
import { usePointThresholds } from '../data/point-thresholds';
import { usePointSeries } from '../data/use-point-series';
import { SeriesChartPanel } from '../page/series-chart-panel';
import type { SelectionChange } from '../selection/use-chart-selection';
import { DepthProfilePanel } from './depth-profile-panel';

export interface DisplacementChartsProps {
  /** A surface (GNSS) point or an inclinometer; the other kind is taken from the same dam and section. */
  point: Point;
  points: readonly Point[];
  view: ChartView;
  onViewChange: (view: ChartView, change: SelectionChange) => void;
}

/**
 * A GNSS point's horizontal displacement (resultant, x, y) and vertical displacement (z) over time, settlement on its
 * own axis; the thresholds are the resultant's.
 */
function SurfaceChart({ point, view, onViewChange }: Omit<DisplacementChartsProps, 'points'>) {
  const { t } = useTranslation();
  const [ref, width] = useDebouncedWidth<HTMLDivElement>();
  // The point's own value is the horizontal resultant, which its alarm thresholds apply to.
  const resultant = usePointSeries(point.id, null, view, width);
  const x = usePointSeries(point.id, 'x', view, width);
  const y = usePointSeries(point.id, 'y', view, width);
  const z = usePointSeries(point.id, 'z', view, width);
  const thresholds = usePointThresholds(point.id);
  const series = useMemo(
    () =>
      chartSeriesOf([
        [{ id: point.id, label: t('monitoring.displacement.resultant'), axis: 'left', kind: 'line' }, resultant],
        [{ id: `${point.id}-x`, label: t('monitoring.displacement.horizontal-x'), axis: 'left', kind: 'line' }, x],
        [{ id: `${point.id}-y`, label: t('monitoring.displacement.horizontal-y'), axis: 'left', kind: 'line' }, y],
        [{ id: `${point.id}-z`, label: t('monitoring.displacement.vertical'), axis: 'right', kind: 'line' }, z],
      ]),
    [point.id, resultant, x, y, z, t],
  );
  return (
    <div ref={ref}>
      <SeriesChartPanel
        testId="surface-chart"
        title={t('monitoring.displacement.surface-chart', { code: point.code })}
        exportName={point.code}
        view={view}
        onViewChange={onViewChange}
        series={series}
        primary={resultant}
        thresholds={thresholds}
      />
    </div>
  );
}

/**
 * The displacement view: surface displacement over time and, beside it in the same first view, the inclinometer
 * profile of the same dam and cross-section.
 */
export function DisplacementCharts({ point, points, view, onViewChange }: DisplacementChartsProps) {
  const { t } = useTranslation();
  const surface =
    point.type === 'surface-displacement' ? point : companionPoint(points, point, 'surface-displacement', { sameSection: true });
  const deep = point.type === 'deep-displacement' ? point : companionPoint(points, point, 'deep-displacement', { sameSection: true });
  return (
    <div className="sluice-monitoring__grid">
      {surface ? (
        <SurfaceChart point={surface} view={view} onViewChange={onViewChange} />
      ) : (
        <Empty description={t('monitoring.displacement.no-surface-point')} />
      )}
      <DepthProfilePanel point={deep} view={view} />
    </div>
  );
}

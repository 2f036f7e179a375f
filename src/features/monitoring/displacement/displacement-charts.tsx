import { Empty } from 'antd';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedWidth } from '../../../ui/charts/use-debounced-width';
import { chartSeriesOf } from '../data/chart-series-of';
import { companionPoint } from '../data/companion-point';
import { usePointThresholds } from '../data/point-thresholds';
import { usePointSeriesGroup } from '../data/use-point-series';
import type { PointChartsProps } from '../page/monitoring-page';
import { SeriesChartPanel } from '../page/series-chart-panel';
import { DepthProfilePanel } from './depth-profile-panel';

/** Settlement under the horizontal chart: shorter, it is the second look. */
const VERTICAL_CHART_HEIGHT = 260;

/**
 * A GNSS point's displacement over time on two charts that share the range and the zoom: horizontal (resultant, x,
 * y; the thresholds are the resultant's) and vertical (z) below it. One chart with z on a second axis buried x and y
 * under the vertical noise, which is several times larger on GNSS.
 */
function SurfaceCharts({ point, view, onViewChange }: Omit<PointChartsProps, 'points'>) {
  const { t } = useTranslation();
  const [ref, width] = useDebouncedWidth<HTMLDivElement>();
  // The point's own value is the horizontal resultant, which its alarm thresholds apply to.
  const members = useMemo(
    () =>
      [
        { pointId: point.id, channel: null },
        { pointId: point.id, channel: 'x' },
        { pointId: point.id, channel: 'y' },
        { pointId: point.id, channel: 'z' },
      ] as const,
    [point.id],
  );
  const [resultant, x, y, z] = usePointSeriesGroup(members, view, width);
  const thresholds = usePointThresholds(point.id);
  const horizontal = useMemo(
    () =>
      chartSeriesOf([
        [{ id: point.id, label: t('monitoring.displacement.resultant'), axis: 'left', kind: 'line' }, resultant],
        [{ id: `${point.id}-x`, label: t('monitoring.displacement.horizontal-x'), axis: 'left', kind: 'line' }, x],
        [{ id: `${point.id}-y`, label: t('monitoring.displacement.horizontal-y'), axis: 'left', kind: 'line' }, y],
      ]),
    [point.id, resultant, x, y, t],
  );
  const vertical = useMemo(
    () => chartSeriesOf([[{ id: `${point.id}-z`, label: t('monitoring.displacement.vertical'), axis: 'left', kind: 'line' }, z]]),
    [point.id, z, t],
  );
  return (
    <div ref={ref} className="sluice-monitoring__stack">
      <SeriesChartPanel
        testId="surface-chart"
        title={t('monitoring.displacement.surface-chart', { code: point.code })}
        exportName={`${point.code}-horizontal`}
        view={view}
        onViewChange={onViewChange}
        series={horizontal}
        primary={resultant}
        thresholds={thresholds}
      />
      <SeriesChartPanel
        testId="vertical-chart"
        title={t('monitoring.displacement.vertical-chart', { code: point.code })}
        exportName={`${point.code}-vertical`}
        view={view}
        onViewChange={onViewChange}
        series={vertical}
        primary={z}
        height={VERTICAL_CHART_HEIGHT}
      />
    </div>
  );
}

/**
 * The displacement view: a GNSS point's horizontal and vertical displacement over time and, beside them in the same
 * first view, the inclinometer profile of the same dam and cross-section (a surface point or an inclinometer may be
 * the one selected; the other kind is taken from the same dam and section).
 */
export function DisplacementCharts({ point, points, view, onViewChange }: PointChartsProps) {
  const { t } = useTranslation();
  const surface =
    point.type === 'surface-displacement' ? point : companionPoint(points, point, 'surface-displacement', { sameSection: true });
  const deep = point.type === 'deep-displacement' ? point : companionPoint(points, point, 'deep-displacement', { sameSection: true });
  // The profile follows a zoom in a render of its own after the time charts': its new range is a fetch, which the
  // zoom's render need not carry.
  const profileView = useDeferredValue(view);
  return (
    <div className="sluice-monitoring__grid">
      {surface ? (
        <SurfaceCharts point={surface} view={view} onViewChange={onViewChange} />
      ) : (
        <Empty description={t('monitoring.displacement.no-surface-point')} />
      )}
      <DepthProfilePanel point={deep} view={profileView} />
    </div>
  );
}

import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Point } from '../../../../server/src/wire/monitoring-point';
import { useSeries } from '../../../lib/series/use-series';
import type { ChartView } from '../../../ui/charts';
import { useDebouncedWidth } from '../../../ui/charts/use-debounced-width';
import { chartSeriesOf } from '../data/chart-series';
import { useCockpitPoints } from '../data/use-cockpit-points';
import { DAY_MS, useWidgetWindow } from '../data/use-live-window';
import { usePointThresholds } from '../data/use-point-thresholds';
import { widgetPoint } from '../data/widget-point';
import { ChartCard } from './chart-card';
import { LiveTimeChart } from './live-time-chart';
import { WidgetFailure, WidgetNoPoint } from './widget-failure';
import type { CockpitWidgetProps } from './widget-props';

const KINDS = ['surface-displacement'] as const;

function SurfacePlot({ point, view, onOpen }: { point: Point; view: ChartView; onOpen: (range: ChartView) => void }) {
  const { t } = useTranslation();
  const [ref, width] = useDebouncedWidth<HTMLDivElement>();
  const pointId = point.id;
  // The point's own value is the horizontal resultant, which its alarm thresholds apply to.
  const resultant = useSeries({ pointId, view, width });
  const x = useSeries({ pointId, channel: 'x', view, width });
  const y = useSeries({ pointId, channel: 'y', view, width });
  const z = useSeries({ pointId, channel: 'z', view, width });
  const thresholds = usePointThresholds(pointId);
  const series = useMemo(
    () =>
      chartSeriesOf([
        [{ id: pointId, label: t('cockpit.series.resultant'), axis: 'left', kind: 'line' }, resultant],
        [{ id: `${pointId}-x`, label: t('cockpit.series.horizontal-x'), axis: 'left', kind: 'line' }, x],
        [{ id: `${pointId}-y`, label: t('cockpit.series.horizontal-y'), axis: 'left', kind: 'line' }, y],
        [{ id: `${pointId}-z`, label: t('cockpit.series.vertical'), axis: 'right', kind: 'line' }, z],
      ]),
    [pointId, resultant, x, y, z, t],
  );
  return (
    <div ref={ref}>
      <LiveTimeChart view={view} series={series} primary={resultant} thresholds={thresholds} onOpen={onOpen} />
    </div>
  );
}

/** A GNSS point's horizontal displacement (resultant, x, y) and settlement (z, right axis) over time. */
export function SurfaceDisplacementWidget({ widget, projectId, onOpenPoint }: CockpitWidgetProps) {
  const { t } = useTranslation();
  const { points, query } = useCockpitPoints(projectId);
  const point = widgetPoint(points, KINDS, widget.options.pointId);
  const { view, onViewChange } = useWidgetWindow(widget.options.rangeMs, 30 * DAY_MS);
  const pointId = point?.id ?? null;
  const open = useCallback(
    (range: ChartView) => {
      if (pointId) onOpenPoint(pointId, range);
    },
    [pointId, onOpenPoint],
  );
  const openView = useCallback(() => open(view), [open, view]);
  if (query.isError) return <WidgetFailure error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isSuccess && !point) return <WidgetNoPoint />;
  if (!point) return null;
  return (
    <ChartCard
      title={widget.options.title || t('cockpit.widget.surface-displacement-of', { code: point.code })}
      pointCode={point.code}
      view={view}
      onViewChange={onViewChange}
      onOpen={openView}
    >
      <SurfacePlot point={point} view={view} onOpen={open} />
    </ChartCard>
  );
}

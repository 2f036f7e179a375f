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
import { companionOf, widgetPoint } from '../data/widget-point';
import { ChartCard } from './chart-card';
import { LiveTimeChart } from './live-time-chart';
import { WidgetFailure, WidgetNoPoint } from './widget-failure';
import type { CockpitWidgetProps } from './widget-props';

const KINDS = ['osmotic-pressure'] as const;

interface PlotProps {
  point: Point;
  level: Point | null;
  view: ChartView;
  onOpen: (range: ChartView) => void;
}

function PiezometricPlot({ point, level, view, onOpen }: PlotProps) {
  const { t } = useTranslation();
  const [ref, width] = useDebouncedWidth<HTMLDivElement>();
  const pressure = useSeries({ pointId: point.id, view, width });
  const reservoir = useSeries({ pointId: level?.id ?? null, view, width });
  const thresholds = usePointThresholds(point.id);
  const series = useMemo(
    () =>
      chartSeriesOf([
        [{ id: point.id, label: `${point.code} ${point.name}`, axis: 'left', kind: 'line' }, pressure],
        [
          { id: level?.id ?? 'level', label: t('cockpit.series.reservoir', { code: level?.code ?? '' }), axis: 'right', kind: 'line' },
          reservoir,
        ],
      ]),
    [point, level, pressure, reservoir, t],
  );
  return (
    <div ref={ref}>
      <LiveTimeChart view={view} series={series} primary={pressure} thresholds={thresholds} onOpen={onOpen} />
    </div>
  );
}

/** A piezometer's level over time with the dam's reservoir level on the right axis and the point's alarm limits. */
export function PiezometricWidget({ widget, projectId, onOpenPoint }: CockpitWidgetProps) {
  const { t } = useTranslation();
  const { points, query } = useCockpitPoints(projectId);
  const point = widgetPoint(points, KINDS, widget.options.pointId);
  const level = companionOf(points, point, 'water-level');
  const { view, onViewChange } = useWidgetWindow(widget.options.rangeMs, 7 * DAY_MS);
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
      title={widget.options.title || t('cockpit.widget.piezometric-of', { code: point.code })}
      pointCode={point.code}
      view={view}
      onViewChange={onViewChange}
      onOpen={openView}
    >
      <PiezometricPlot point={point} level={level} view={view} onOpen={open} />
    </ChartCard>
  );
}

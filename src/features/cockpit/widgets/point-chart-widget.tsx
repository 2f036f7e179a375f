import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Point, PointType } from '../../../../server/src/wire/monitoring-point';
import type { ChartView } from '../../../ui/charts';
import { useCockpitPoints } from '../data/use-cockpit-points';
import { useWidgetWindow } from '../data/use-live-window';
import { widgetPoint } from '../data/widget-point';
import { ChartCard } from './chart-card';
import { WidgetFailure, WidgetNoPoint } from './widget-failure';
import type { CockpitWidgetProps } from './widget-props';

/** What a chart widget's plot gets: its point, the project's points (for companions), the window, and the way out. */
export interface PointPlotArgs {
  point: Point;
  points: readonly Point[];
  /** The window shown, ending at the current minute. */
  view: ChartView;
  /** The window to load: `view`, or for `per: 'hour'` the same span ending on the hour (one call an hour at most). */
  load: ChartView;
  /** Opens the point's monitoring page on a range (the shown window by default). */
  open: (range?: ChartView) => void;
}

interface PointChartWidgetProps extends CockpitWidgetProps {
  /** Point types the widget plots, the first found used when the widget names none. */
  kinds: readonly PointType[];
  defaultRangeMs: number;
  per?: 'minute' | 'hour';
  /** Title key taking `{code}`, when the layout gives the widget no title. */
  titleKey: string;
  /** The file name of the chart's exports, without extension; the chart card's own when absent. */
  exportSuffix?: string;
  plot: (args: PointPlotArgs) => ReactNode;
}

/**
 * The frame every one-point chart widget shares: finds its point among the project's, keeps its sliding window, shows
 * the points call's failure or a missing point in place, and puts the plot in a chart card that opens the point.
 */
export function PointChartWidget({
  widget,
  projectId,
  onOpenPoint,
  kinds,
  defaultRangeMs,
  per,
  titleKey,
  exportSuffix,
  plot,
}: PointChartWidgetProps) {
  const { t } = useTranslation();
  const { points, query } = useCockpitPoints(projectId);
  const point = widgetPoint(points, kinds, widget.options.pointId);
  const { view, load, onViewChange } = useWidgetWindow(widget.options.rangeMs, defaultRangeMs, per);
  const pointId = point?.id ?? null;
  const open = useCallback(
    (range: ChartView = view) => {
      if (pointId) onOpenPoint(pointId, range);
    },
    [pointId, onOpenPoint, view],
  );
  const openView = useCallback(() => open(), [open]);
  if (query.isError) return <WidgetFailure error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isSuccess && !point) return <WidgetNoPoint />;
  if (!point) return null;
  return (
    <ChartCard
      title={widget.options.title || t(titleKey, { code: point.code })}
      pointCode={point.code}
      exportName={exportSuffix ? `${point.code}-${exportSuffix}` : undefined}
      view={view}
      onViewChange={onViewChange}
      onOpen={openView}
    >
      {plot({ point, points, view, load, open })}
    </ChartCard>
  );
}

import { useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseSeriesResult } from '../../../lib/series/use-series';
import { TimeSeriesChart, type ChartSeries, type ChartThreshold, type ChartView } from '../../../ui/charts';
import { usePlotHeight } from './plot-height';
import { failureText, isRefused, WidgetFailure } from './widget-failure';

export interface LiveTimeChartProps {
  /** The window asked for. */
  view: ChartView;
  series: readonly ChartSeries[];
  /** The series the widget is about: its loading and failure are the widget's. */
  primary: UseSeriesResult;
  thresholds?: readonly ChartThreshold[];
  /** A click on the plot opens the point's monitoring page on what the chart shows. */
  onOpen: (range: ChartView) => void;
}

/**
 * A cockpit time plot. At the live edge the series slides forward with each reading, keeping its span; without
 * readings the window moves once a minute. No zoom: a wall is looked at, and a click opens the monitoring page where
 * zooming belongs.
 *
 * The plot is drawn from a deferred copy of what it shows: the series of every chart on the wall arrive in the same
 * animation frame (each second, and all at once at the minute), and drawn at once they make one long task. Deferred,
 * React draws them as a transition, in slices between frames.
 */
export function LiveTimeChart({ view, series, primary, thresholds, onOpen }: LiveTimeChartProps) {
  const { t } = useTranslation();
  const height = usePlotHeight();
  const data = primary.data;
  const slid = data !== null && data.to > view.to && Math.abs(data.to - data.from - (view.to - view.from)) < 1;
  const from = slid ? data.from : view.from;
  const to = slid ? data.to : view.to;
  const loading = primary.loading && !data;
  const error = primary.error ? failureText(primary.error, t('cockpit.widget.load-failed')) : null;
  const shown = useMemo(() => ({ series, view: { from, to }, loading, error }), [series, from, to, loading, error]);
  const drawn = useDeferredValue(shown);
  const drawnView = drawn.view;
  const onClick = useCallback(() => onOpen(drawnView), [onOpen, drawnView]);
  if (isRefused(primary.error)) return <WidgetFailure error={primary.error} onRetry={primary.retry} />;
  return (
    <TimeSeriesChart
      series={drawn.series}
      thresholds={thresholds}
      view={drawn.view}
      height={height}
      onClick={onClick}
      loading={drawn.loading}
      error={drawn.error}
      onRetry={primary.retry}
    />
  );
}

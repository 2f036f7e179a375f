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
 */
export function LiveTimeChart({ view, series, primary, thresholds, onOpen }: LiveTimeChartProps) {
  const { t } = useTranslation();
  const height = usePlotHeight();
  const data = primary.data;
  const slid = data !== null && data.to > view.to && Math.abs(data.to - data.from - (view.to - view.from)) < 1;
  const shown = slid ? { from: data.from, to: data.to } : view;
  if (isRefused(primary.error)) return <WidgetFailure error={primary.error} onRetry={primary.retry} />;
  return (
    <TimeSeriesChart
      series={series}
      thresholds={thresholds}
      view={shown}
      height={height}
      onClick={() => onOpen(shown)}
      loading={primary.loading && !primary.data}
      error={primary.error ? failureText(primary.error, t('cockpit.widget.load-failed')) : null}
      onRetry={primary.retry}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import type { ChartSeries, ChartThreshold, ChartView } from '../../../ui/charts/chart-types';
import { TimeSeriesChart } from '../../../ui/charts/time-series-chart';
import type { PointSeriesState } from '../data/use-point-series';
import type { SelectionChange } from '../selection/use-chart-selection';
import { ErrorInPlace, failureText, isForbidden } from './error-in-place';

export interface SeriesChartPanelProps {
  title: string;
  exportName: string;
  view: ChartView;
  onViewChange: (view: ChartView, change: SelectionChange) => void;
  /** The series that have data to draw, in legend order. */
  series: readonly ChartSeries[];
  /** The series the chart is about: its loading and failure are the chart's. */
  primary: PointSeriesState;
  thresholds?: readonly ChartThreshold[];
  height?: number;
  testId?: string;
}

/**
 * One time chart in its frame. The range picker adds a history entry; a drag-zoom or its reset replaces it, so
 * Back leaves the page instead of stepping through every zoom. A point the user may not read says so in place.
 */
export function SeriesChartPanel({
  title,
  exportName,
  view,
  onViewChange,
  series,
  primary,
  thresholds,
  height,
  testId,
}: SeriesChartPanelProps) {
  const { t } = useTranslation();
  // At the live edge the series slides forward with each new reading, keeping the span: show it where it went.
  // Otherwise the requested view, at once: a zoom shows the old buckets on the new scale until the new ones come.
  const data = primary.data;
  const slid = data !== null && data.to > view.to && Math.abs(data.to - data.from - (view.to - view.from)) < 1;
  const shown = slid ? { from: data.from, to: data.to } : view;
  if (isForbidden(primary.error)) return <ErrorInPlace error={primary.error} onRetry={primary.retry} />;
  return (
    <div data-testid={testId}>
      <ChartFrame title={title} exportName={exportName} view={view} onViewChange={(next) => onViewChange(next, { replace: false })}>
        <TimeSeriesChart
          series={series}
          thresholds={thresholds}
          view={shown}
          height={height}
          onViewChange={(next) => onViewChange(next, { replace: true })}
          loading={primary.loading && !primary.data}
          error={primary.error ? failureText(primary.error, t('monitoring.page.load-failed')) : null}
          onRetry={primary.retry}
        />
      </ChartFrame>
    </div>
  );
}

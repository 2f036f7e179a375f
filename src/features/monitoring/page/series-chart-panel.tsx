import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import type { ChartSeries, ChartThreshold, ChartView } from '../../../ui/charts/chart-types';
import { TimeSeriesChart } from '../../../ui/charts/time-series-chart';
import type { PointSeriesState } from '../data/use-point-series';
import { useShownView } from '../data/use-shown-view';
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
  // The view drawn, chart and toolbar alike: the data's own range while nothing is being fetched (see the hook).
  const shown = useShownView(primary, view);
  // The range picker adds a history entry; a drag-zoom or its reset replaces it. Stable, so the memoised chart and
  // toolbar are not rendered again by a parent's render.
  const pickRange = useCallback((next: ChartView) => onViewChange(next, { replace: false }), [onViewChange]);
  const zoom = useCallback((next: ChartView) => onViewChange(next, { replace: true }), [onViewChange]);
  if (isForbidden(primary.error)) return <ErrorInPlace error={primary.error} onRetry={primary.retry} />;
  return (
    <div data-testid={testId}>
      <ChartFrame title={title} exportName={exportName} view={shown} onViewChange={pickRange}>
        <TimeSeriesChart
          series={series}
          thresholds={thresholds}
          view={shown}
          height={height}
          onViewChange={zoom}
          loading={primary.loading && !primary.data}
          error={primary.error ? failureText(primary.error, t('monitoring.page.load-failed')) : null}
          onRetry={primary.retry}
        />
      </ChartFrame>
    </div>
  );
}

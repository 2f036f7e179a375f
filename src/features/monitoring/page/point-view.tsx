import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterMount } from '../../../lib/use-after-mount';
import type { Point } from '../../../../server/src/wire/monitoring-point';
import type { ChartView } from '../../../ui/charts';
import { useDebouncedWidth } from '../../../ui/charts/use-debounced-width';
import { chartSeriesOf } from '../data/chart-series-of';
import { usePointSeries } from '../data/use-point-series';
import type { SelectionChange } from '../selection/use-chart-selection';
import { SeriesChartPanel } from './series-chart-panel';

export interface PointViewProps {
  /** The point the address or the picker names. */
  pointId: string | null;
  /** That point in the project's list, or null when the list does not hold it. */
  point: Point | null;
  /** The project's point list has arrived. */
  loaded: boolean;
  view: ChartView;
  onViewChange: (view: ChartView, change: SelectionChange) => void;
  render: (point: Point) => ReactNode;
}

/**
 * A point the project's list does not hold (a link to another project's point, or one the user may not read):
 * its series alone, so the server's answer decides what the page says (403: "you may not view this point").
 */
function UnlistedPoint({
  pointId,
  view,
  onViewChange,
}: {
  pointId: string;
  view: ChartView;
  onViewChange: PointViewProps['onViewChange'];
}) {
  const [ref, width] = useDebouncedWidth<HTMLDivElement>();
  const state = usePointSeries(pointId, null, view, width);
  const series = chartSeriesOf([[{ id: pointId, label: pointId, axis: 'left', kind: 'line' }, state]]);
  return (
    <div ref={ref}>
      <SeriesChartPanel
        testId="unlisted-chart"
        title={pointId}
        exportName={pointId}
        view={view}
        onViewChange={onViewChange}
        series={series}
        primary={state}
      />
    </div>
  );
}

/**
 * The charts of the selected point, or why there are none. They mount in a commit after the page's (its picker and
 * tabs): in one, the tabs measuring their titles forced a layout of every chart and toolbar just inserted, and opening
 * the seepage page made one task of 56-90 ms (bench/monitoring-zoom.ts).
 */
export function PointView({ pointId, point, loaded, view, onViewChange, render }: PointViewProps) {
  const { t } = useTranslation();
  const mounted = useAfterMount();
  if (!mounted) return null;
  if (point) return render(point);
  if (!loaded) return null;
  if (!pointId) return <Empty description={t('monitoring.page.no-points')} data-testid="monitoring-no-points" />;
  return <UnlistedPoint pointId={pointId} view={view} onViewChange={onViewChange} />;
}

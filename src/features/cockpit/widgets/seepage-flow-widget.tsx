import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Point } from '../../../../server/src/wire/monitoring-point';
import { useSeriesGroup } from '../../../lib/series/use-series-group';
import type { ChartView } from '../../../ui/charts';
import { useDebouncedWidth } from '../../../ui/charts/use-debounced-width';
import { chartSeriesOf } from '../data/chart-series';
import { DAY_MS } from '../data/use-live-window';
import { usePointThresholds } from '../data/use-point-thresholds';
import { companionOf } from '../data/widget-point';
import { LiveTimeChart } from './live-time-chart';
import { PointChartWidget } from './point-chart-widget';
import type { CockpitWidgetProps } from './widget-props';

const KINDS = ['seepage-flow'] as const;

interface PlotProps {
  point: Point;
  level: Point | null;
  rain: Point | null;
  view: ChartView;
  onOpen: (range: ChartView) => void;
}

function SeepageFlowPlot({ point, level, rain, view, onOpen }: PlotProps) {
  const { t } = useTranslation();
  const [ref, width] = useDebouncedWidth<HTMLDivElement>();
  // One update per view for the three series: the chart draws once, not once per series.
  const members = useMemo(
    () => [{ pointId: point.id }, { pointId: level?.id ?? null }, { pointId: rain?.id ?? null }] as const,
    [point.id, level, rain],
  );
  const [flow, reservoir, rainfall] = useSeriesGroup({ members, view, width });
  const thresholds = usePointThresholds(point.id);
  const series = useMemo(
    () =>
      chartSeriesOf([
        [{ id: point.id, label: `${point.code} ${point.name}`, axis: 'left', kind: 'line' }, flow],
        [{ id: rain?.id ?? 'rain', label: t('cockpit.series.rainfall', { code: rain?.code ?? '' }), axis: 'left', kind: 'bars' }, rainfall],
        [
          { id: level?.id ?? 'level', label: t('cockpit.series.reservoir', { code: level?.code ?? '' }), axis: 'right', kind: 'line' },
          reservoir,
        ],
      ]),
    [point, rain, level, flow, rainfall, reservoir, t],
  );
  return (
    <div ref={ref}>
      <LiveTimeChart view={view} series={series} primary={flow} thresholds={thresholds} onOpen={onOpen} />
    </div>
  );
}

/**
 * A measuring weir's seepage flow with the dam's reservoir level (right axis) and rainfall (bars, left axis from 0):
 * flow that follows the reservoir is seepage, flow that follows the rain is runoff reaching the weir.
 */
export function SeepageFlowWidget(props: CockpitWidgetProps) {
  return (
    <PointChartWidget
      {...props}
      kinds={KINDS}
      defaultRangeMs={7 * DAY_MS}
      titleKey="cockpit.widget.seepage-flow-of"
      plot={({ point, points, view, open }) => (
        <SeepageFlowPlot
          point={point}
          level={companionOf(points, point, 'water-level')}
          rain={companionOf(points, point, 'rainfall')}
          view={view}
          onOpen={open}
        />
      )}
    />
  );
}

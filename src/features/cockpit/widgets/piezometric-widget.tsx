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
  // One update per view for both series: the chart draws once, not once per series.
  const members = useMemo(() => [{ pointId: point.id }, { pointId: level?.id ?? null }] as const, [point.id, level]);
  const [pressure, reservoir] = useSeriesGroup({ members, view, width });
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
export function PiezometricWidget(props: CockpitWidgetProps) {
  return (
    <PointChartWidget
      {...props}
      kinds={KINDS}
      defaultRangeMs={7 * DAY_MS}
      titleKey="cockpit.widget.piezometric-of"
      plot={({ point, points, view, open }) => (
        <PiezometricPlot point={point} level={companionOf(points, point, 'water-level')} view={view} onOpen={open} />
      )}
    />
  );
}

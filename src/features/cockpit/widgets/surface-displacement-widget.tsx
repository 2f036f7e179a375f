import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Point } from '../../../../server/src/wire/monitoring-point';
import { useSeriesGroup } from '../../../lib/series/use-series-group';
import type { ChartView } from '../../../ui/charts';
import { useDebouncedWidth } from '../../../ui/charts/use-debounced-width';
import { chartSeriesOf } from '../data/chart-series';
import { DAY_MS } from '../data/use-live-window';
import { usePointThresholds } from '../data/use-point-thresholds';
import { LiveTimeChart } from './live-time-chart';
import { PointChartWidget } from './point-chart-widget';
import type { CockpitWidgetProps } from './widget-props';

const KINDS = ['surface-displacement'] as const;

function SurfacePlot({ point, view, onOpen }: { point: Point; view: ChartView; onOpen: (range: ChartView) => void }) {
  const { t } = useTranslation();
  const [ref, width] = useDebouncedWidth<HTMLDivElement>();
  const pointId = point.id;
  // The point's own value is the horizontal resultant, which its alarm thresholds apply to.
  // One update per view for the four channels: the chart draws once, not once per channel.
  const members = useMemo(
    () =>
      [
        { pointId, channel: null },
        { pointId, channel: 'x' },
        { pointId, channel: 'y' },
        { pointId, channel: 'z' },
      ] as const,
    [pointId],
  );
  const [resultant, x, y, z] = useSeriesGroup({ members, view, width });
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
export function SurfaceDisplacementWidget(props: CockpitWidgetProps) {
  return (
    <PointChartWidget
      {...props}
      kinds={KINDS}
      defaultRangeMs={30 * DAY_MS}
      titleKey="cockpit.widget.surface-displacement-of"
      plot={({ point, view, open }) => <SurfacePlot point={point} view={view} onOpen={open} />}
    />
  );
}

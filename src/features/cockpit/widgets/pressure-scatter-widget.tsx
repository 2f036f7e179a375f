import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OsmoticPressureData } from '../../../../server/src/wire/dam-monitoring';
import type { Point } from '../../../../server/src/wire/monitoring-point';
import { ScatterChart, type ChartView, type ScatterPoint } from '../../../ui/charts';
import { cockpitApi } from '../api';
import { DAY_MS } from '../data/use-live-window';
import { usePlotHeight } from './plot-height';
import { failureText } from './widget-failure';
import { PointChartWidget } from './point-chart-widget';
import type { CockpitWidgetProps } from './widget-props';

const KINDS = ['osmotic-pressure'] as const;

/** Pairs with a reservoir level: a reading from before the gauge existed has nothing to plot against. */
export function scatterPoints(data: OsmoticPressureData): ScatterPoint[] {
  return data.list.flatMap((pair) => (pair.level === null ? [] : [{ ts: pair.ts, x: pair.level, y: pair.pressure }]));
}

function ScatterPlot({ point, load, onOpen }: { point: Point; load: ChartView; onOpen: () => void }) {
  const { t } = useTranslation();
  const height = usePlotHeight();
  const query = useQuery({
    queryKey: ['cockpit', 'pressure-scatter', point.code, load.from, load.to],
    queryFn: ({ signal }) => cockpitApi.osmoticPressure(point.code, load, signal),
    placeholderData: (previous) => previous,
  });
  const pairs = useMemo(() => (query.data ? scatterPoints(query.data) : []), [query.data]);
  return (
    <ScatterChart
      points={pairs}
      height={height}
      x={{ label: t('cockpit.series.reservoir-level'), unit: query.data?.levelUnit ?? 'm' }}
      y={{ label: t('cockpit.series.piezometric-level'), unit: query.data?.unit ?? point.unit }}
      onClick={onOpen}
      loading={query.isFetching && !query.data}
      error={query.isError ? failureText(query.error, t('cockpit.widget.load-failed')) : null}
      onRetry={() => void query.refetch()}
    />
  );
}

/**
 * Piezometric level against reservoir level, coloured by date: the lag behind the reservoir shows as a loop, a
 * changed seepage regime as a shifted cloud. The window loaded ends on the hour, so the call runs once an hour at most.
 */
export function PressureScatterWidget(props: CockpitWidgetProps) {
  return (
    <PointChartWidget
      {...props}
      kinds={KINDS}
      defaultRangeMs={30 * DAY_MS}
      per="hour"
      titleKey="cockpit.widget.piezometric-vs-reservoir-of"
      exportSuffix="scatter"
      plot={({ point, load, open }) => <ScatterPlot point={point} load={load} onOpen={() => open()} />}
    />
  );
}

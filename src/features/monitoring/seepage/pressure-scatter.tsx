import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OsmoticPressureData } from '../../../../server/src/wire/dam-monitoring';
import type { Point } from '../../../../server/src/wire/monitoring-point';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import type { ChartView } from '../../../ui/charts/chart-types';
import { ScatterChart, type ScatterPoint } from '../../../ui/charts/scatter-chart';
import { damApi } from '../api';
import { keepAnswerOfPoint } from '../data/keep-point-answer';
import { failureText } from '../page/error-in-place';

/** Pairs with a reservoir level: a pressure reading from before the gauge existed has nothing to plot against. */
export function scatterPoints(data: OsmoticPressureData): ScatterPoint[] {
  return data.list.flatMap((pair) => (pair.level === null ? [] : [{ ts: pair.ts, x: pair.level, y: pair.pressure }]));
}

/**
 * Osmotic pressure against reservoir level over the selected range, coloured by date: the lag of a piezometer
 * behind the reservoir shows as a loop, a change of the seepage regime as a shifted cloud. Memoised: a render of the
 * page for a zoom not yet given to it costs nothing.
 */
export const PressureScatter = memo(function PressureScatter({ point, view }: { point: Point; view: ChartView }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['monitoring', 'pressure-scatter', point.code, view.from, view.to],
    queryFn: ({ signal }) => damApi.osmoticPressure(point.code, view, signal),
    placeholderData: keepAnswerOfPoint<OsmoticPressureData>(point.code),
  });
  const points = useMemo(() => (query.data ? scatterPoints(query.data) : []), [query.data]);
  const title = t('monitoring.seepage.scatter-chart', { code: point.code });
  // The same objects while the answer stays: the memoised scatter is not drawn again by a new range still loading.
  const levelUnit = query.data?.levelUnit ?? 'm';
  const unit = query.data?.unit ?? point.unit;
  const x = useMemo(() => ({ label: t('monitoring.seepage.scatter-x'), unit: levelUnit }), [t, levelUnit]);
  const y = useMemo(() => ({ label: t('monitoring.seepage.scatter-y'), unit }), [t, unit]);
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return (
    <ChartFrame title={title} exportName={`${point.code}-scatter`} view={view}>
      <ScatterChart
        points={points}
        x={x}
        y={y}
        loading={query.isFetching && !query.data}
        error={query.isError ? failureText(query.error, t('monitoring.page.load-failed')) : null}
        onRetry={retry}
      />
    </ChartFrame>
  );
});

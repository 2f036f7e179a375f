import { useMemo } from 'react';
import type { ChartView } from '../../../ui/charts/chart-types';
import type { PointSeriesState } from './use-point-series';

/**
 * The view a time chart draws for the asked `view`: the data's own range while nothing is being fetched. A zoom within
 * what is loaded is re-aggregated in a few milliseconds, and until then the chart stays as it is (the released
 * selection on it): the release changes nothing on screen, so the browser does not hold the worker's answer back for a
 * frame of its own, and the next frame shows the zoom exact. At the live edge the data slides forward with each
 * reading, keeping the span. A range still being fetched shows at once (the old buckets on the new scale, under the
 * loading mark). The same object while the range stays.
 */
export function useShownView(primary: PointSeriesState, view: ChartView): ChartView {
  const data = primary.data;
  const holding = data !== null && !primary.loading;
  const from = holding ? data.from : view.from;
  const to = holding ? data.to : view.to;
  return useMemo(() => ({ from, to }), [from, to]);
}

import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SeriesChartPanel } from '../../../src/features/monitoring/page/series-chart-panel';
import type { PointSeriesState } from '../../../src/features/monitoring/data/use-point-series';
import { changeLanguage } from '../../../src/lib/i18n';
import '../support/dom-setup';
import { aggregatedOf, lineSeries } from '../charts/support/aggregated';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 1);
// What the series holds now: four hours, drawn.
const data = aggregatedOf(T0, HOUR, [
  [0, 0, 4, 4],
  [4, 4, 10, 6],
  [6, 5, 6, 5],
  [5, 5, 5, 5],
]);
const DRAWN = { from: data.from, to: data.to };
// The view just asked for: the second hour, zoomed into.
const ASKED = { from: T0 + HOUR, to: T0 + 2 * HOUR };

beforeEach(async () => {
  await changeLanguage('en');
});

function timeLabels(primary: PointSeriesState, view = ASKED) {
  const { container, unmount } = render(
    <SeriesChartPanel
      title="Level"
      exportName="level"
      view={view}
      onViewChange={() => undefined}
      series={[lineSeries('p1', primary.data ?? data)]}
      primary={primary}
    />,
  );
  const labels = [...container.querySelectorAll('.visx-axis-bottom .visx-axis-tick')].map((tick) => tick.textContent);
  unmount();
  return labels;
}

describe('<SeriesChartPanel>', () => {
  const retry = () => undefined;

  it('keeps drawing the view it has while a zoom within the loaded readings is aggregated', () => {
    const drawnLabels = timeLabels({ data, loading: false, error: null, retry }, DRAWN);
    expect(timeLabels({ data, loading: false, error: null, retry })).toEqual(drawnLabels);
  });

  it('moves to the asked view at once while its readings are being fetched', () => {
    const drawnLabels = timeLabels({ data, loading: false, error: null, retry }, DRAWN);
    const fetching = timeLabels({ data, loading: true, error: null, retry });
    expect(fetching).not.toEqual(drawnLabels);
    expect(fetching.length).toBeGreaterThan(0);
  });
});

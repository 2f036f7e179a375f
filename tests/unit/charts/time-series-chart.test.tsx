import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../src/lib/i18n';
import { TimeSeriesChart } from '../../../src/ui/charts/time-series-chart';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { aggregatedOf, lineSeries, pathPoints } from './support/aggregated';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 1);
const VIEW = { from: T0, to: T0 + 4 * HOUR };
// The default 350 px chart less its margins (top 24, bottom 28): values 0..10 span 298 pixels.
const PLOT_HEIGHT = 298;
const yOf = (value: number) => PLOT_HEIGHT * (1 - value / 10);

// Readings from 0 to 10 so the axis runs exactly 0..10.
// The reading after bucket 1 comes more than three reporting intervals later: the aggregator marks a gap there.
const level = lineSeries('p1', aggregatedOf(T0, HOUR, [[0, 0, 4, 4], [4, 4, 10, 6], null, [6, 5, 6, 5]], [1]));
const flow = lineSeries(
  'q1',
  aggregatedOf(T0, HOUR, [
    [1, 1, 1, 1],
    [2, 2, 2, 2],
    [3, 3, 3, 3],
    [4, 4, 4, 4],
  ]),
  { label: 'Q-01', unit: 'L/s' },
);

function pathOf(container: HTMLElement, id: string) {
  return container.querySelector(`path[data-series-id="${id}"]`);
}

beforeEach(async () => {
  await changeLanguage('en');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('<TimeSeriesChart>', () => {
  it('draws a threshold line and a band at their values’ pixels', () => {
    const { container } = render(
      <TimeSeriesChart
        series={[level]}
        view={VIEW}
        thresholds={[
          { id: 'alarm', label: 'Level 4', value: 5, severity: 4 },
          { id: 'normal', label: 'Normal', low: 2, high: 8, severity: 1 },
        ]}
      />,
    );
    const line = container.querySelector('[data-threshold-id="alarm"] line');
    expect(Number(line?.getAttribute('y1'))).toBeCloseTo(yOf(5));
    expect(line?.getAttribute('stroke')).toBe('#cf1322');
    const band = container.querySelector('[data-threshold-id="normal"] rect');
    expect(Number(band?.getAttribute('y'))).toBeCloseTo(yOf(8));
    expect(Number(band?.getAttribute('height'))).toBeCloseTo(yOf(2) - yOf(8));
    expect(screen.getByText('Level 4')).toBeInTheDocument();
  });

  it('leaves the empty bucket blank instead of drawing it at zero', () => {
    const { container } = render(<TimeSeriesChart series={[level]} view={VIEW} />);
    const d = pathOf(container, 'p1')?.getAttribute('d') ?? '';
    const points = pathPoints(d);
    expect(points.filter(({ move }) => move)).toHaveLength(2);
    // The two zero readings are the first bucket's own (x < 142 px); after the gap nothing drops to the zero line.
    expect(points.filter(({ y }) => y === PLOT_HEIGHT).every(({ x }) => x < 142)).toBe(true);
    expect(points.filter(({ x }) => x >= 284 && x < 426)).toEqual([]);
    // The spike to 10 (the top of the axis) is drawn.
    expect(points.some(({ y }) => y === 0)).toBe(true);
  });

  it('hides a series when its legend entry is pressed, and rescales to what stays', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { container } = render(<TimeSeriesChart series={[level, flow]} view={VIEW} />);
    expect(pathOf(container, 'p1')).not.toBeNull();
    const toggle = screen.getByRole('button', { name: 'P1 (m)' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(pathOf(container, 'p1')).toBeNull();
    // Flow alone spans 1..4: its highest reading now reaches the top of the plot.
    expect(pathPoints(pathOf(container, 'q1')?.getAttribute('d') ?? '').some(({ y }) => y === 0)).toBe(true);
    await user.click(toggle);
    expect(pathOf(container, 'p1')).not.toBeNull();
  });

  it('says "no data" in the plot when the range holds no reading, without axes', async () => {
    const empty = lineSeries('p1', aggregatedOf(T0, HOUR, [null, null]));
    const { container } = render(<TimeSeriesChart series={[empty]} view={VIEW} />);
    expect(screen.getByText('No data', { selector: 'div' })).toBeInTheDocument();
    expect(container.querySelector('svg[data-chart-layer]')).toBeNull();
    await changeLanguage('zh-CN');
    expect(await screen.findByText('暂无数据', { selector: 'div' })).toBeInTheDocument();
  });

  it('shows a spinner while loading and a failure with a retry button', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const onRetry = vi.fn();
    const { rerender } = render(<TimeSeriesChart series={[]} view={VIEW} loading />);
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    rerender(<TimeSeriesChart series={[]} view={VIEW} error="The series could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The series could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('zooms to a dragged span, reports a click with the values under it, and goes back on double-click', () => {
    const onViewChange = vi.fn();
    const onClick = vi.fn();
    const { rerender } = render(<TimeSeriesChart series={[level]} view={VIEW} onViewChange={onViewChange} onClick={onClick} />);
    const plot = screen.getByTestId('chart-plot');
    // The plot is 640 - 56 - 16 = 568 pixels for 4 hours; jsdom puts it at x = 0.
    const timeAt = (x: number) => T0 + (x / 568) * 4 * HOUR;
    fireEvent.pointerDown(plot, { clientX: 142, button: 0, pointerId: 1 });
    fireEvent.pointerMove(plot, { clientX: 284, pointerId: 1 });
    fireEvent.pointerUp(plot, { clientX: 284, pointerId: 1 });
    expect(onViewChange).toHaveBeenLastCalledWith({ from: timeAt(142), to: timeAt(284) });
    rerender(
      <TimeSeriesChart series={[level]} view={{ from: timeAt(142), to: timeAt(284) }} onViewChange={onViewChange} onClick={onClick} />,
    );

    fireEvent.pointerDown(plot, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerUp(plot, { clientX: 101, pointerId: 1 });
    expect(onClick).toHaveBeenCalledOnce();
    const event = onClick.mock.calls[0]?.[0];
    expect(event.values).toEqual([{ seriesId: 'p1', label: 'P1', unit: 'm', value: 6, ts: T0 + HOUR + 0.75 * HOUR }]);

    fireEvent.doubleClick(plot);
    expect(onViewChange).toHaveBeenLastCalledWith(VIEW);
  });

  it('zooms and pans from the keyboard and goes back to the picked range with Home', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const views: { from: number; to: number }[] = [];
    function Zoomable() {
      const [view, setView] = useState(VIEW);
      return (
        <TimeSeriesChart
          series={[level]}
          view={view}
          onViewChange={(next) => {
            views.push(next);
            setView(next);
          }}
        />
      );
    }
    render(<Zoomable />);
    // The legend's toggle first, then the plot.
    await user.tab();
    await user.tab();
    const plot = screen.getByRole('group', { name: /\+ and - zoom, arrow keys move the time range, Home resets/ });
    expect(plot).toHaveFocus();
    await user.keyboard('+');
    // Half the span around the centre (2 h): 1 h to 3 h.
    expect(views.at(-1)).toEqual({ from: T0 + HOUR, to: T0 + 3 * HOUR });
    await user.keyboard('{ArrowRight}');
    // A tenth of the 2 h span later.
    expect(views.at(-1)).toEqual({ from: T0 + 1.2 * HOUR, to: T0 + 3.2 * HOUR });
    await user.keyboard('-');
    // Zooming out stops at the picked range's span.
    expect(views.at(-1)).toEqual({ from: T0 + 0.2 * HOUR, to: T0 + 4.2 * HOUR });
    const before = views.length;
    await user.keyboard('-');
    expect(views).toHaveLength(before);
    await user.keyboard('{Home}');
    expect(views.at(-1)).toEqual(VIEW);
  });

  it('shows the time and each value with its unit under the pointer', () => {
    render(<TimeSeriesChart series={[level, flow]} view={VIEW} />);
    fireEvent.pointerMove(screen.getByTestId('chart-plot'), { clientX: 200 });
    const readout = screen.getByRole('status');
    expect(readout).toHaveTextContent('P1 (m):6');
    expect(readout).toHaveTextContent('Q-01 (L/s):2');
  });
});

describe('chart resizing', () => {
  it('moves the time labels to a new view in place, keeping their elements', () => {
    const { container, rerender } = render(<TimeSeriesChart series={[level]} view={VIEW} />);
    const ticks = () => [...container.querySelectorAll('.visx-axis-bottom .visx-axis-tick')];
    const before = ticks();
    const labelsBefore = before.map((tick) => tick.textContent);
    expect(before.length).toBeGreaterThan(1);
    rerender(<TimeSeriesChart series={[level]} view={{ from: VIEW.from + HOUR / 2, to: VIEW.to + HOUR / 2 }} />);
    const after = ticks();
    // New times under the same tick elements: a pan or a zoom updates them rather than building them again.
    expect(after.map((tick) => tick.textContent)).not.toEqual(labelsBefore);
    expect(after.slice(0, before.length).every((tick, index) => tick === before[index])).toBe(true);
  });

  it("draws at the observer's first width at once, never reading the layout, and at a new width once resizing has been quiet for 100 ms", () => {
    vi.useFakeTimers();
    let notify: (entries: unknown[]) => void = () => undefined;
    // A layout read would say 800: the chart must never force one, and take the observer's widths instead.
    const layoutRead = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: (entries: unknown[]) => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      const { container } = render(<TimeSeriesChart series={[level]} view={VIEW} />);
      const svg = () => container.querySelector('svg[data-chart-layer]');
      const resized = (inlineSize: number) => [{ borderBoxSize: [{ inlineSize }], contentRect: { width: inlineSize } }];
      // The observer's first report (the frame that lays the chart out) is drawn at once.
      act(() => notify(resized(800)));
      expect(svg()).toHaveAttribute('width', '800');
      act(() => notify(resized(500)));
      act(() => vi.advanceTimersByTime(60));
      act(() => notify(resized(400)));
      act(() => vi.advanceTimersByTime(99));
      expect(svg()).toHaveAttribute('width', '800');
      act(() => vi.advanceTimersByTime(1));
      expect(svg()).toHaveAttribute('width', '400');
      expect(layoutRead).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });
});

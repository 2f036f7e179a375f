import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../src/lib/i18n';
import { TimeSeriesChart } from '../../../src/ui/charts/time-series-chart';
import { HELD_SELECTION_MS } from '../../../src/ui/charts/use-plot-pointer';
import '../support/dom-setup';
import { aggregatedOf, lineSeries } from './support/aggregated';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 1);
const VIEW = { from: T0, to: T0 + 4 * HOUR };
const level = lineSeries(
  'p1',
  aggregatedOf(T0, HOUR, [
    [0, 0, 4, 4],
    [4, 4, 10, 6],
    [6, 5, 6, 5],
    [5, 5, 5, 5],
  ]),
);
// The plot is 640 - 56 - 16 = 568 pixels for 4 hours; jsdom puts it at x = 0.
const timeAt = (x: number) => T0 + (x / 568) * 4 * HOUR;

beforeEach(async () => {
  await changeLanguage('en');
});

afterEach(() => {
  vi.useRealTimers();
});

function drag(plot: HTMLElement, from: number, to: number) {
  fireEvent.pointerDown(plot, { clientX: from, button: 0, pointerId: 1 });
  fireEvent.pointerMove(plot, { clientX: to, pointerId: 1 });
  fireEvent.pointerUp(plot, { clientX: to, pointerId: 1 });
}

describe('the plot under the pointer', () => {
  it('keeps a released selection on the plot until the zoomed view is drawn', () => {
    const onViewChange = vi.fn();
    const { rerender } = render(<TimeSeriesChart series={[level]} view={VIEW} onViewChange={onViewChange} />);
    const plot = screen.getByTestId('chart-plot');
    drag(plot, 142, 284);
    expect(onViewChange).toHaveBeenLastCalledWith({ from: timeAt(142), to: timeAt(284) });
    // Nothing on screen changes with the release: the selection stays, and no crosshair comes back over it.
    expect(screen.getByTestId('chart-selection')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<TimeSeriesChart series={[level]} view={{ from: timeAt(142), to: timeAt(284) }} onViewChange={onViewChange} />);
    expect(screen.queryByTestId('chart-selection')).toBeNull();
  });

  it('takes the crosshair away when the pointer leaves right after a zoom', () => {
    const { rerender } = render(<TimeSeriesChart series={[level]} view={VIEW} onViewChange={() => undefined} />);
    const plot = screen.getByTestId('chart-plot');
    drag(plot, 142, 284);
    rerender(<TimeSeriesChart series={[level]} view={{ from: timeAt(142), to: timeAt(284) }} onViewChange={() => undefined} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.pointerLeave(plot);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes a released selection away after a second when no new view comes', () => {
    vi.useFakeTimers();
    render(<TimeSeriesChart series={[level]} view={VIEW} onViewChange={() => undefined} />);
    drag(screen.getByTestId('chart-plot'), 142, 284);
    act(() => vi.advanceTimersByTime(HELD_SELECTION_MS - 1));
    expect(screen.getByTestId('chart-selection')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('chart-selection')).toBeNull();
  });

  it('draws the read-out and the selection in the pointer move’s own task', () => {
    render(<TimeSeriesChart series={[level]} view={VIEW} onViewChange={() => undefined} />);
    const plot = screen.getByTestId('chart-plot');
    // Dispatched as the browser does, outside React's test batching: what the handler renders is there when it returns.
    plot.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientX: 200 }));
    expect(screen.getByRole('status')).toHaveTextContent('P1 (m):6');
    fireEvent.pointerDown(plot, { clientX: 100, button: 0, pointerId: 1 });
    plot.dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientX: 300 }));
    expect(screen.getByTestId('chart-selection')).toHaveStyle({ left: '100px', width: '200px' });
  });
});

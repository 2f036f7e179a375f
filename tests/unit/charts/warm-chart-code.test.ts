import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const FORMATS = { hour: 'HH:mm', day: 'MM-DD', month: 'YYYY-MM', year: 'YYYY' };

/** A fresh copy of the module (its once-a-page mark unset) and a spy on the plot geometry it runs. */
async function freshWarmUp() {
  vi.resetModules();
  const geometry = await import('../../../src/ui/charts/plot-geometry');
  const plotGeometry = vi.spyOn(geometry, 'plotGeometry');
  const { scheduleChartWarmUp } = await import('../../../src/ui/charts/warm-chart-code');
  return { scheduleChartWarmUp, plotGeometry };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// The first time chart of a page warms the drawing code over made-up series, in tasks of its own after the mount's,
// one pass per task (one line cold first, then all three at the year and at a zoom), once a page.
describe('chart drawing warm-up', () => {
  it('draws nothing in the mounting task, then one pass per task, and only once a page', async () => {
    const { scheduleChartWarmUp, plotGeometry } = await freshWarmUp();
    scheduleChartWarmUp(900, 300, FORMATS);
    expect(plotGeometry).not.toHaveBeenCalled();
    for (const passes of [1, 2, 3]) {
      vi.advanceTimersToNextTimer();
      expect(plotGeometry).toHaveBeenCalledTimes(passes);
    }
    scheduleChartWarmUp(900, 300, FORMATS);
    vi.runAllTimers();
    expect(plotGeometry).toHaveBeenCalledTimes(3);
    // One line over the made-up year, the three over it, then over a tenth of it, at the chart's size.
    const year = plotGeometry.mock.calls[0]?.[2].to ?? 1;
    expect(plotGeometry.mock.calls.map((call) => [call[0].length, call[2].to / year, call[3]])).toEqual([
      [1, 1, 900],
      [3, 1, 900],
      [3, 0.1, 900],
    ]);
  });

  it('does nothing once cancelled, as when the chart unmounts first, and the next chart warms instead', async () => {
    const { scheduleChartWarmUp, plotGeometry } = await freshWarmUp();
    const cancel = scheduleChartWarmUp(900, 300, FORMATS);
    cancel();
    vi.runAllTimers();
    expect(plotGeometry).not.toHaveBeenCalled();
    scheduleChartWarmUp(600, 300, FORMATS);
    vi.runAllTimers();
    expect(plotGeometry).toHaveBeenCalledTimes(3);
  });
});

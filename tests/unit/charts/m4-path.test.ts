import { describe, expect, it } from 'vitest';
import { m4Runs, runsToPath } from '../../../src/ui/charts/m4-path';
import { aggregatedOf, pathPoints } from './support/aggregated';

// One pixel per millisecond across, value 0 at pixel 100 and up one pixel per unit.
const xOf = (time: number) => time;
const yOf = (value: number) => 100 - value;

describe('the M4 line', () => {
  it('visits each bucket’s first, lowest, highest and last reading in time order, so a one-reading spike shows', () => {
    const data = aggregatedOf(0, 40, [
      [5, 5, 5, 5],
      [5, 4, 95, 6],
      [6, 6, 6, 6],
    ]);
    const [run] = m4Runs(data, xOf, yOf);
    const points = pathPoints(runsToPath([run ?? []]));
    expect(points.map(({ x, y }) => [x, y])).toEqual([
      [0, 95],
      [10, 95],
      [20, 95],
      [30, 95],
      [40, 95],
      [50, 96],
      [60, 5],
      [70, 94],
      [80, 94],
      [90, 94],
      [100, 94],
      [110, 94],
    ]);
    // The spike's top (value 95) is on the line: nothing smoothed it away.
    expect(Math.min(...points.map(({ y }) => y))).toBe(5);
  });

  it('puts the highest before the lowest when it came first', () => {
    const data = aggregatedOf(0, 40, [[5, 1, 9, 5]]);
    data.maxTs[0] = 5;
    data.minTs[0] = 25;
    expect(m4Runs(data, xOf, yOf)[0]).toEqual([0, 95, 5, 91, 25, 99, 30, 95]);
  });

  it('breaks the line after each marked gap, across empty buckets too, never drawing a zero', () => {
    const data = aggregatedOf(0, 40, [[5, 5, 5, 5], [6, 6, 6, 6], null, [7, 7, 7, 7], [8, 8, 8, 8], [9, 9, 9, 9]], [1, 3]);
    const runs = m4Runs(data, xOf, yOf);
    expect(runs).toHaveLength(3);
    const path = runsToPath(runs);
    expect(path.match(/M/g)).toHaveLength(3);
    expect(pathPoints(path).some(({ y }) => y === yOf(0))).toBe(false);
    // The empty bucket (80..120) holds no point.
    expect(pathPoints(path).some(({ x }) => x >= 80 && x < 120)).toBe(false);
  });

  it('bridges empty buckets that no gap mark ends: buckets shorter than the reporting interval', () => {
    const data = aggregatedOf(0, 40, [[5, 5, 5, 5], null, [6, 6, 6, 6]]);
    expect(m4Runs(data, xOf, yOf)).toHaveLength(1);
  });

  it('keeps four points per pixel column, the column’s extremes among them', () => {
    // 40 buckets squeezed into 4 pixels: one spike to 50 in bucket 17 and a dip to -20 in bucket 33.
    const buckets = Array.from({ length: 40 }, (_, i): [number, number, number, number] =>
      i === 17 ? [1, 1, 50, 1] : i === 33 ? [1, -20, 1, 1] : [1, 1, 1, 1],
    );
    const [run = []] = m4Runs(aggregatedOf(0, 10, buckets), (time) => time / 100, yOf);
    expect(run.length / 2).toBeLessThanOrEqual(4 * 5);
    const ys = run.filter((_, index) => index % 2 === 1);
    expect(Math.min(...ys)).toBe(yOf(50));
    expect(Math.max(...ys)).toBe(yOf(-20));
  });

  it('draws a lone reading between gaps as a one-pixel dash', () => {
    const data = aggregatedOf(0, 40, [null, [3, 3, 3, 3], null], [1]);
    for (const times of [data.firstTs, data.minTs, data.maxTs, data.lastTs]) times[1] = 45;
    expect(runsToPath(m4Runs(data, xOf, yOf))).toBe('M45,97h1');
  });

  it('draws nothing for an aggregate without readings', () => {
    expect(m4Runs(aggregatedOf(0, 40, [null, null]), xOf, yOf)).toEqual([]);
  });
});

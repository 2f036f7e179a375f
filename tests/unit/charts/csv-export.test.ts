import { describe, expect, it } from 'vitest';
import { csvText, timeSeriesCsv } from '../../../src/ui/charts/csv-export';
import { profileCsv } from '../../../src/ui/charts/profile-csv';
import { isoLocal } from '../../../src/ui/charts/time-format';
import { aggregatedOf, lineSeries } from './support/aggregated';

const HOUR = 3_600_000;
const T0 = new Date(2026, 10, 1, 0, 0, 0).getTime();

describe('CSV of a time chart', () => {
  const level = lineSeries('p1', aggregatedOf(T0, HOUR, [[1, 1, 2, 1.5], [2, 2, 2, 2.5], null, [3, 3, 3, 3.25]]), { label: 'P-01 level' });
  const rain = lineSeries('rain', aggregatedOf(T0, HOUR, [[0, 0, 0, 0], null, [4, 4, 4, 4], null]), {
    label: 'Rain, gauge "A"',
    unit: 'mm',
    kind: 'bars',
  });

  it('starts with a BOM and a header of time and "label (unit)" per series', () => {
    const csv = timeSeriesCsv([level, rain], { from: T0, to: T0 + 4 * HOUR });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header] = csv.slice(1).split('\r\n');
    expect(header).toBe('time,P-01 level (m),"Rain, gauge ""A"" (mm)"');
  });

  it('has one row per bucket with each series’ last reading, empty cells for empty buckets', () => {
    const csv = timeSeriesCsv([level, rain], { from: T0, to: T0 + 4 * HOUR });
    const rows = csv.slice(1).trimEnd().split('\r\n').slice(1);
    expect(rows).toEqual([
      `${isoLocal(T0)},1.5,0`,
      `${isoLocal(T0 + HOUR)},2.5,`,
      `${isoLocal(T0 + 2 * HOUR)},,4`,
      `${isoLocal(T0 + 3 * HOUR)},3.25,`,
    ]);
    expect(rows[0]).toMatch(/^2026-11-01 00:00:00,/);
  });

  it('keeps to the visible range', () => {
    const csv = timeSeriesCsv([level], { from: T0 + HOUR, to: T0 + 2 * HOUR });
    expect(csv.slice(1).trimEnd().split('\r\n')).toEqual(['time,P-01 level (m)', `${isoLocal(T0 + HOUR)},2.5`]);
  });

  it('writes only the header when nothing is in range', () => {
    expect(timeSeriesCsv([level], { from: T0 - 5 * HOUR, to: T0 - HOUR })).toBe('\uFEFFtime,P-01 level (m)\r\n');
  });
});

describe('CSV helpers', () => {
  it('quotes commas, quotes and line breaks and leaves missing values empty', () => {
    expect(csvText([['a,b', 'say "hi"', 'two\nlines', null, NaN, 0]])).toBe('\uFEFF"a,b","say ""hi""","two\nlines",,,0\r\n');
  });

  it('writes a profile as one row per depth and one column per date', () => {
    const csv = profileCsv(
      [
        { id: 'a', label: '2026-01-01', depths: [0, 1], values: [2, 1] },
        { id: 'b', label: '2026-02-01', depths: [0, 2], values: [3, 0.5] },
      ],
      'Depth (m)',
      'mm',
    );
    expect(csv).toBe('\uFEFFDepth (m),2026-01-01 (mm),2026-02-01 (mm)\r\n0,2,3\r\n1,1,\r\n2,,0.5\r\n');
  });
});

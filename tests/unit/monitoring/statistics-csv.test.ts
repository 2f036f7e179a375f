import { describe, expect, it } from 'vitest';
import { statisticsCsv } from '../../../src/features/monitoring/statistics/statistics-csv';

const HEADINGS = {
  code: 'Code',
  name: 'Point',
  count: 'Readings',
  min: 'Minimum',
  max: 'Maximum',
  mean: 'Mean',
  last: 'Last',
  lastTime: 'Last reading at',
  change: 'Change',
  rate: 'Rate',
};
const row = (fields: Partial<Parameters<typeof statisticsCsv>[0][number]>) => ({
  pointId: 'p',
  pointCode: 'QS-UP1',
  pointName: '0+150 心墙, 下游',
  damId: 'd',
  unit: 'kPa',
  count: 3,
  min: 1,
  max: 3.123456,
  mean: 2,
  first: 1,
  firstTs: 0,
  last: 3,
  lastTs: new Date(2026, 10, 25, 8, 30, 0).getTime(),
  change: 2,
  ratePerDay: 0.5,
  ...fields,
});

describe('the statistics CSV', () => {
  it('has the unit in each value heading, one row per point, empty cells for no reading, and a BOM for Excel', () => {
    const text = statisticsCsv(
      [
        row({}),
        row({ pointCode: 'QS-UP9', count: 0, min: null, max: null, mean: null, last: null, lastTs: null, change: null, ratePerDay: null }),
      ],
      HEADINGS,
      'day',
    );
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(lines).toEqual([
      'Code,Point,Readings,Minimum (kPa),Maximum (kPa),Mean (kPa),Last (kPa),Last reading at,Change (kPa),Rate (kPa/day)',
      'QS-UP1,"0+150 心墙, 下游",3,1,3.1235,2,3,2026-11-25 08:30:00,2,0.5',
      'QS-UP9,"0+150 心墙, 下游",0,,,,,,,',
    ]);
  });

  it('names the unit with each point when the points differ', () => {
    const lines = statisticsCsv([row({}), row({ pointCode: 'QS-WE1', pointName: 'Weir', unit: 'L/s' })], HEADINGS, 'day')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain(',Minimum,');
    expect(lines[2]).toContain('Weir (L/s)');
  });
});

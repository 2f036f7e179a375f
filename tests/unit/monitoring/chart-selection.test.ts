import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RANGE_MS,
  MAX_RANGE_MS,
  readAddressedSelection,
  readSelection,
  sameSelection,
  writeSelection,
} from '../../../src/features/monitoring/selection/chart-selection';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const read = (query: string) => readSelection(new URLSearchParams(query), NOW);

describe('the chart selection in the address', () => {
  it('opens the point and range the address names', () => {
    expect(read('point=mp-qs-up1&from=1000&to=2000')).toEqual({ pointId: 'mp-qs-up1', from: 1000, to: 2000 });
  });

  it('tells what an address names itself, without the defaults, for a read started before the page', () => {
    const addressed = (query: string) => readAddressedSelection(new URLSearchParams(query));
    expect(addressed('point=mp-qs-up1&from=1000&to=2000&tab=pressure')).toEqual({ pointId: 'mp-qs-up1', from: 1000, to: 2000 });
    expect(addressed('from=1000&to=2000')).toBeNull();
    expect(addressed('point=a%20b&from=1000&to=2000')).toBeNull();
    expect(addressed('point=p1&from=2000&to=1000')).toBeNull();
    expect(addressed('point=p1&from=1000')).toBeNull();
    expect(addressed(`point=p1&from=0&to=${MAX_RANGE_MS + 1}`)).toBeNull();
    expect(addressed(`point=p1&from=0&to=${MAX_RANGE_MS}`)).toEqual({ pointId: 'p1', from: 0, to: MAX_RANGE_MS });
  });

  it('opens the last 7 days and no point when the address names neither', () => {
    expect(read('')).toEqual({ pointId: null, from: NOW - DEFAULT_RANGE_MS, to: NOW });
  });

  it('falls back to the default range for a reversed, malformed or too long range, keeping the point', () => {
    const fallback = { pointId: 'p1', from: NOW - DEFAULT_RANGE_MS, to: NOW };
    expect(read('point=p1&from=2000&to=1000')).toEqual(fallback);
    expect(read('point=p1&from=abc&to=1000')).toEqual(fallback);
    expect(read('point=p1&from=-5&to=1000')).toEqual(fallback);
    expect(read(`point=p1&from=0&to=${MAX_RANGE_MS + 1}`)).toEqual(fallback);
    expect(read('point=p1&from=1000')).toEqual(fallback);
  });

  it('ignores a point id no server would issue', () => {
    expect(read('point=<script>&from=1&to=2').pointId).toBeNull();
    expect(read(`point=${'a'.repeat(65)}&from=1&to=2`).pointId).toBeNull();
  });

  it('writes point and rounded range and keeps the other parameters', () => {
    const next = writeSelection(new URLSearchParams('tab=flow&from=1'), { pointId: 'p2', from: 1000.4, to: 2999.6 });
    expect(next.toString()).toBe('tab=flow&from=1000&point=p2&to=3000');
    expect(writeSelection(new URLSearchParams('point=p1'), { pointId: null, from: 1, to: 2 }).has('point')).toBe(false);
  });

  it('round-trips what it writes', () => {
    const selection = { pointId: 'mp-qs-we2', from: NOW - 3 * 86_400_000, to: NOW };
    const params = writeSelection(new URLSearchParams(), selection);
    expect(readSelection(params, 0)).toEqual(selection);
    expect(sameSelection(selection, { ...selection, to: NOW + 0.2 })).toBe(true);
    expect(sameSelection(selection, { ...selection, pointId: 'other' })).toBe(false);
  });
});

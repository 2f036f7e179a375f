import { describe, expect, it } from 'vitest';
import { DEMO_YEAR_POINT, findDemoPoint } from '../../../server/src/monitoring/demo-network';
import { HISTORY_STEP_MS, historySpan } from '../../../server/src/monitoring/history/history-plan';
import { historyRows, type HistoryPoint, type HistoryRows } from '../../../server/src/monitoring/history/history-rows';
import { DamModel, excursionTargetOf } from '../../../server/src/simulator/dam-model';
import { DEMO_PROFILES } from '../../../server/src/simulator/demo-profiles';
import { DEFAULT_SIMULATOR_SEED } from '../../../server/src/simulator/simulator';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// A fixed seed time (2026-11-20 03:17:42 UTC), so every run checks the same rows.
const NOW = Date.UTC(2026, 10, 20, 3, 17, 42);
const model = new DamModel(DEFAULT_SIMULATOR_SEED);

function demoPoint(code: string): HistoryPoint {
  const found = findDemoPoint(code);
  const profile = DEMO_PROFILES[code];
  if (!found || !profile) throw new Error(`no demo point ${code}`);
  const { point } = found;
  return {
    id: point.id,
    code,
    profile,
    channels: point.channels,
    excursionTarget: excursionTargetOf(point.thresholds),
    rangeMin: point.rangeMin,
    rangeMax: point.rangeMax,
  };
}

const cache = new Map<string, HistoryRows>();
/** Ninety days of ten-minute history of a point (about 13,000 rows; the one-year point too), generated once per file. */
function ninetyDays(code: string): HistoryRows {
  let rows = cache.get(code);
  if (!rows) {
    const to = Math.floor(NOW / HISTORY_STEP_MS) * HISTORY_STEP_MS;
    rows = historyRows(model, demoPoint(code), { from: to - 90 * DAY, to, stepMs: HISTORY_STEP_MS });
    cache.set(code, rows);
  }
  return rows;
}

describe('demo history rows', () => {
  it('covers 90 days on the ten-minute grid up to the seed time rounded down, oldest first', () => {
    const rows = ninetyDays('QS-WE2');
    const end = Math.floor(NOW / HISTORY_STEP_MS) * HISTORY_STEP_MS;
    expect(rows.ts.every((t) => t % HISTORY_STEP_MS === 0)).toBe(true);
    expect(rows.ts.every((t, i) => i === 0 || t > (rows.ts[i - 1] as number))).toBe(true);
    expect(rows.ts[0]).toBeGreaterThanOrEqual(end - 90 * DAY + HISTORY_STEP_MS);
    expect(rows.ts[0]).toBeLessThan(end - 85 * DAY);
    expect(rows.ts[rows.ts.length - 1]).toBeGreaterThan(end - 2 * DAY);
    // A full grid is 12,960 steps; the gaps take some, not most.
    expect(rows.ts.length).toBeGreaterThan(11_000);
    expect(rows.ts.length).toBeLessThan(12_960);
  });

  it('is the same for every seed within the same ten minutes, and different for another seed', () => {
    const point = demoPoint('QS-UP2');
    expect(historySpan(point.id, NOW)).toEqual(historySpan(point.id, NOW + 60_000));
    const first = historyRows(model, point, historySpan(point.id, NOW));
    const again = historyRows(new DamModel(DEFAULT_SIMULATOR_SEED), point, historySpan(point.id, NOW + 60_000));
    expect(again).toEqual(first);
    const other = historyRows(new DamModel(7), point, historySpan(point.id, NOW));
    expect(other.value).not.toEqual(first.value);
  });

  it('leaves gaps of 3 hours to 2 days, and none longer', () => {
    const gaps: number[] = [];
    for (const code of ['QS-WE2', 'QS-UP2', 'QS-SW1', 'QS-TP1']) {
      const { ts } = ninetyDays(code);
      for (let i = 1; i < ts.length; i += 1) {
        const step = (ts[i] as number) - (ts[i - 1] as number);
        if (step > HISTORY_STEP_MS) gaps.push(step);
      }
    }
    expect(gaps.length).toBeGreaterThanOrEqual(4);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(3 * HOUR);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(2 * DAY + 2 * HISTORY_STEP_MS);
  });

  it('has a few spikes (quality 1) and a few readings flagged bad (quality 2), and keeps every value in range', () => {
    let spikes = 0;
    let bad = 0;
    for (const code of ['QS-WE1', 'QS-WE2', 'QS-UP1', 'QS-UP5', 'QS-SW1', 'LJ-UP1']) {
      const rows = ninetyDays(code);
      const point = demoPoint(code);
      spikes += rows.quality.filter((q) => q === 1).length;
      bad += rows.quality.filter((q) => q === 2).length;
      expect(rows.quality.filter((q) => q !== 0).length).toBeLessThan(rows.ts.length / 500);
      expect(rows.value.reduce((a, b) => Math.min(a, b))).toBeGreaterThanOrEqual(point.rangeMin ?? -Infinity);
      expect(rows.value.reduce((a, b) => Math.max(a, b))).toBeLessThanOrEqual(point.rangeMax ?? Infinity);
    }
    expect(spikes).toBeGreaterThanOrEqual(6);
    expect(bad).toBeGreaterThanOrEqual(3);
  });

  it('spikes stand out from their neighbours', () => {
    const rows = ninetyDays('QS-UP1');
    const at = rows.quality.indexOf(1);
    expect(at).toBeGreaterThan(0);
    const before = rows.value[at - 1] as number;
    expect(Math.abs((rows.value[at] as number) - before)).toBeGreaterThan(10);
  });

  it('rains mostly nothing, in storms, mm per ten minutes', () => {
    const rows = ninetyDays('QS-RG1');
    const wet = rows.value.filter((v) => v > 0).length;
    expect(wet).toBeGreaterThan(0);
    expect(wet).toBeLessThan(rows.value.length * 0.2);
    expect(Math.max(...rows.value)).toBeLessThanOrEqual(50);
    expect(rows.valuesJson.every((v) => v === null)).toBe(true);
  });

  it('stores channel values as the ingest does: GNSS x, y, z with the horizontal resultant; inclinometer depths with the largest', () => {
    const gnss = ninetyDays('QS-TP1');
    const fix = JSON.parse(gnss.valuesJson[100] as string) as Record<string, number>;
    expect(Object.keys(fix)).toEqual(['x', 'y', 'z']);
    expect(gnss.value[100]).toBeCloseTo(Math.hypot(fix.x as number, fix.y as number), 1);
    const inclinometer = ninetyDays('QS-IN2');
    const profile = JSON.parse(inclinometer.valuesJson[100] as string) as Record<string, number>;
    expect(Object.keys(profile)).toEqual(['d2', 'd4', 'd6', 'd8', 'd10', 'd12', 'd14', 'd16', 'd18', 'd20']);
    const largest = Object.values(profile).reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a), 0);
    expect(inclinometer.value[100]).toBe(largest);
    // Above the slip surface at ~9 m the column moves as a block; below it hardly at all.
    expect(Math.abs(profile.d2 as number)).toBeGreaterThan(5 * Math.abs(profile.d16 as number));
  });

  it('creeps: a year on, in the same season, the slope has moved further and the crest settled deeper', () => {
    const to = Math.floor(NOW / HISTORY_STEP_MS) * HISTORY_STEP_MS;
    // Hourly over a year is enough to see the trend under the seasonal swing (8,760 rows).
    const yearOf = (code: string) => historyRows(model, demoPoint(code), { from: to - 365 * DAY, to, stepMs: HOUR });
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const week = 7 * 24;
    const inclinometer = yearOf('QS-IN1').value;
    expect(mean(inclinometer.slice(-week))).toBeGreaterThan(mean(inclinometer.slice(0, week)));
    const settlement = yearOf('QS-TP1').valuesJson.map((v) => (JSON.parse(v as string) as { z: number }).z);
    expect(mean(settlement.slice(-week))).toBeLessThan(mean(settlement.slice(0, week)) - 0.5);
  });

  it('ends where the live simulator goes on: its next reading is within the noise of the last history value', () => {
    for (const code of ['QS-SW1', 'QS-WE2', 'QS-UP3', 'LJ-SW2']) {
      const rows = ninetyDays(code);
      const last = rows.ts.length - 1;
      if (rows.quality[last] !== 0) continue;
      const lastTs = rows.ts[last] as number;
      const live = model.sample(demoPoint(code), lastTs + 5_000, lastTs, { episodes: false });
      const tolerance = code === 'QS-UP3' ? 3 : code === 'QS-WE2' ? 0.6 : 0.1;
      expect(Math.abs(live.value - (rows.value[last] as number)), code).toBeLessThan(tolerance);
    }
  });

  it('gives the one-year point a year of minutes, on the same curve as the ten-minute history', () => {
    const span = historySpan(DEMO_YEAR_POINT.id, NOW);
    expect(span.stepMs).toBe(60_000);
    expect(span.to - span.from).toBe(365 * DAY);
    // Two days of it (a year is for the bench, not for a unit test).
    const point = demoPoint(DEMO_YEAR_POINT.code);
    const minutes = historyRows(model, point, { ...span, from: span.to - 2 * DAY });
    const tens = ninetyDays(DEMO_YEAR_POINT.code);
    const byTime = new Map(tens.ts.map((t, i) => [t, tens.value[i] as number]));
    let compared = 0;
    minutes.ts.forEach((t, i) => {
      const ten = byTime.get(t);
      if (ten === undefined || minutes.quality[i] !== 0 || tens.quality[tens.ts.indexOf(t)] !== 0) return;
      expect(minutes.value[i]).toBe(ten);
      compared += 1;
    });
    expect(compared).toBeGreaterThan(100);
  });
});

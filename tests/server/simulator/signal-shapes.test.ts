import { describe, expect, it } from 'vitest';
import { DEMO_DAMS } from '../../../server/src/monitoring/demo-network';
import type { DemoPoint } from '../../../server/src/monitoring/demo-point-spec';
import { DAY_MS, HOUR_MS } from '../../../server/src/simulator/calendar';
import { DamModel, excursionTargetOf, type SimPoint } from '../../../server/src/simulator/dam-model';
import { DEMO_PROFILES, type PointProfile } from '../../../server/src/simulator/demo-profiles';
import { mulberry32, unit } from '../../../server/src/simulator/random';
import { collarDisplacement, depthShare } from '../../../server/src/simulator/signals/displacement';
import { porePressure } from '../../../server/src/simulator/signals/pore-pressure';
import { seepageFlow } from '../../../server/src/simulator/signals/seepage';
import { StormField } from '../../../server/src/simulator/storms';

const SEED = 20_261_122;
const YEAR_START = Date.UTC(2025, 11, 31, 16); // 1 January 2026, Beijing time
const ALL_POINTS: DemoPoint[] = DEMO_DAMS.flatMap((dam) => dam.points);

function simPoint(code: string): SimPoint {
  const point = ALL_POINTS.find((p) => p.code === code);
  const profile = DEMO_PROFILES[code];
  if (!point || !profile) throw new Error(`no demo point ${code}`);
  return { id: point.id, code, profile, channels: point.channels, excursionTarget: excursionTargetOf(point.thresholds) };
}

function mean(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

function correlation(a: number[], b: number[]): number {
  const ma = mean(a);
  const mb = mean(b);
  let cov = 0;
  let va = 0;
  let vb = 0;
  a.forEach((x, i) => {
    const y = b[i] ?? 0;
    cov += (x - ma) * (y - mb);
    va += (x - ma) ** 2;
    vb += (y - mb) ** 2;
  });
  return cov / Math.sqrt(va * vb);
}

const times = (from: number, to: number, step: number) => {
  const out: number[] = [];
  for (let t = from; t < to; t += step) out.push(t);
  return out;
};

describe('simulator randomness', () => {
  it('is a pure function of the seed and keys', () => {
    expect(unit(1, 2, 3)).toBe(unit(1, 2, 3));
    expect(unit(1, 2, 3)).not.toBe(unit(2, 2, 3));
    const a = mulberry32(42);
    const b = mulberry32(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    const draws = Array.from({ length: 10_000 }, (_, i) => unit(SEED, i));
    expect(mean(draws)).toBeGreaterThan(0.48);
    expect(mean(draws)).toBeLessThan(0.52);
  });

  it('gives the same reading for the same seed and time, and another for another seed', () => {
    const point = simPoint('QS-UP1');
    const t = YEAR_START + 200 * DAY_MS;
    expect(new DamModel(SEED).sample(point, t, t - 5000, { episodes: true })).toEqual(
      new DamModel(SEED).sample(point, t, t - 5000, { episodes: true }),
    );
    const other = new DamModel(SEED + 1);
    const differs = times(t, t + DAY_MS, HOUR_MS).some(
      (at) =>
        other.sample(point, at, at - HOUR_MS, { episodes: false }).value !==
        new DamModel(SEED).sample(point, at, at - HOUR_MS, { episodes: false }).value,
    );
    expect(differs).toBe(true);
  });
});

describe('simulated dam signals', () => {
  const model = new DamModel(SEED);

  it('draws the reservoir down before the flood season and refills it in the autumn', () => {
    const level = (from: number, to: number) =>
      mean(times(YEAR_START + from * DAY_MS, YEAR_START + to * DAY_MS, 6 * HOUR_MS).map((t) => model.level('reservoir', t)));
    const spring = level(120, 165);
    const autumn = level(288, 334);
    expect(autumn - spring).toBeGreaterThan(1.5);
    for (const t of times(YEAR_START, YEAR_START + 365 * DAY_MS, 6 * HOUR_MS)) {
      const value = model.level('reservoir', t);
      expect(value).toBeGreaterThan(175);
      expect(value).toBeLessThan(183.2); // never reaches the design flood level
    }
  });

  it('raises the reservoir after a heavy storm (a flood event)', () => {
    const storms = model.stormsOf('qingshui');
    const heavy = times(YEAR_START, YEAR_START + 365 * DAY_MS, DAY_MS)
      .map((t) => storms.stormOnDay(Math.floor((t + 8 * HOUR_MS) / DAY_MS)))
      .filter((storm) => storm !== null && storm.depth > 80);
    expect(heavy.length).toBeGreaterThan(0);
    for (const storm of heavy) {
      if (!storm) continue;
      const before = model.level('reservoir', storm.start);
      const after = Math.max(...[6, 12, 18, 24].map((h) => model.level('reservoir', storm.start + storm.durationMs + h * HOUR_MS)));
      expect(after - before).toBeGreaterThan(0.5);
    }
  });

  it('rains in bursts: mostly dry hours, a realistic year, and totals that add up across any split', () => {
    const storms = new StormField(SEED);
    const hours = times(YEAR_START, YEAR_START + 365 * DAY_MS, HOUR_MS).map((t) => storms.rainBetween(t, t + HOUR_MS));
    expect(hours.filter((mm) => mm === 0).length / hours.length).toBeGreaterThan(0.8);
    const year = hours.reduce((sum, mm) => sum + mm, 0);
    expect(year).toBeGreaterThan(900);
    expect(year).toBeLessThan(2_300);
    const from = YEAR_START + 180 * DAY_MS;
    const whole = storms.rainBetween(from, from + 30 * DAY_MS);
    const fiveSeconds = times(from, from + 30 * DAY_MS, 5000).reduce((sum, t) => sum + storms.rainBetween(t, t + 5000), 0);
    expect(fiveSeconds).toBeCloseTo(whole, 6);
    expect(Math.min(...hours)).toBe(0);
  });

  it('lets seepage follow the reservoir level after its lag', () => {
    const params = { baseFlow: 2, gain: 0.3, thresholdLevel: 165, lagDays: 1, rainGain: 0 };
    const step = Date.UTC(2026, 5, 1);
    const level = (t: number) => (t < step ? 178 : 180);
    const dry = new StormField(SEED);
    const flow = (t: number) => seepageFlow(dry, level, params, t);
    expect(flow(step + 12 * HOUR_MS)).toBeCloseTo(flow(step - HOUR_MS), 9);
    expect(flow(step + DAY_MS + HOUR_MS)).toBeGreaterThan(flow(step - HOUR_MS) + 1);

    // In the full model the weir tracks the level it saw a day earlier.
    const weir = DEMO_PROFILES['QS-WE2'] as Extract<PointProfile, { kind: 'seepage' }>;
    const at = times(YEAR_START, YEAR_START + 365 * DAY_MS, 6 * HOUR_MS);
    const seepage = at.map((t) => model.clean(weir, [], t, t).value);
    expect(
      correlation(
        seepage,
        at.map((t) => model.level('reservoir', t - weir.params.lagDays * DAY_MS)),
      ),
    ).toBeGreaterThan(0.95);
  });

  it('lets pore pressure lag the water levels, and scale with the head share at the sensor', () => {
    const step = Date.UTC(2026, 5, 1);
    const upstream = (t: number) => (t < step ? 178 : 180);
    const downstream = () => 127.5;
    const dry = new StormField(SEED);
    const sensor = { headShare: 0.5, lagDays: 3, elevation: 125, rainHead: 0 };
    const kPa = (t: number) => porePressure(dry, upstream, downstream, sensor, t);
    expect(kPa(step + 2 * DAY_MS)).toBeCloseTo(kPa(step - DAY_MS), 9);
    expect(kPa(step + 3 * DAY_MS + HOUR_MS) - kPa(step - DAY_MS)).toBeCloseTo(9.81 * 0.5 * 2, 6);
    const nearCore = model.clean(simPoint('QS-UP1').profile, [], step, step).value;
    const atToe = model.clean(simPoint('QS-UP3').profile, [], step, step).value;
    expect(nearCore).toBeGreaterThan(atToe * 2);
  });

  it('creeps: displacement grows and the crest settles year after year, with a seasonal swing on top', () => {
    const point = simPoint('QS-TP1');
    const yearly = (year: number) => {
      const start = Date.UTC(year, 0, 1);
      const samples = times(start, start + 365 * DAY_MS, 2 * DAY_MS).map(
        (t) => model.sample(point, t, t, { episodes: false }).values ?? {},
      );
      return { x: mean(samples.map((v) => v.x ?? 0)), z: mean(samples.map((v) => v.z ?? 0)) };
    };
    const years = [2020, 2021, 2022, 2023, 2024, 2025, 2026].map(yearly);
    for (let i = 1; i < years.length; i += 1) {
      expect(years[i]?.x).toBeGreaterThan(years[i - 1]?.x ?? Infinity);
      expect(years[i]?.z).toBeLessThan(years[i - 1]?.z ?? -Infinity);
    }
    // Creep slows down: the first year moved more than the last.
    expect((years[1]?.x ?? 0) - (years[0]?.x ?? 0)).toBeGreaterThan((years[6]?.x ?? 0) - (years[5]?.x ?? 0));
  });

  it('shows the abutment slip surface in the inclinometer profile', () => {
    const slope = (DEMO_PROFILES['QS-IN2'] as Extract<PointProfile, { kind: 'inclinometer' }>).params;
    expect(depthShare(6, slope) - depthShare(12, slope)).toBeGreaterThan(0.7);
    const dam = (DEMO_PROFILES['QS-IN1'] as Extract<PointProfile, { kind: 'inclinometer' }>).params;
    const shares = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20].map((depth) => depthShare(depth, dam));
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(collarDisplacement(new StormField(SEED), slope, Date.UTC(2026, 0, 1))).toBeGreaterThan(
      collarDisplacement(new StormField(SEED), slope, Date.UTC(2022, 0, 1)),
    );
  });

  it('has a few live episodes per hour, and excursions cross the severity 2 alarm level', () => {
    const day = YEAR_START + 100 * DAY_MS;
    let episodes = 0;
    let crossings = 0;
    let glitches = 0;
    for (const point of ALL_POINTS.map((p) => simPoint(p.code))) {
      let inside = false;
      const severity2 = ALL_POINTS.find((p) => p.code === point.code)?.thresholds.find((t) => t.severity === 2)?.upper;
      for (const t of times(day, day + DAY_MS, 15_000)) {
        const live = model.sample(point, t, t - 15_000, { episodes: true });
        const calm = model.sample(point, t, t - 15_000, { episodes: false });
        const now = live.value !== calm.value || live.quality !== calm.quality;
        if (now && !inside) episodes += 1;
        inside = now;
        if (live.quality === 1) glitches += 1;
        if (live.quality === 0 && severity2 !== undefined && live.value > severity2 && calm.value <= severity2) crossings += 1;
        // Without episodes the demo points stay under their severity 1 level this season.
        const severity1 = ALL_POINTS.find((p) => p.code === point.code)?.thresholds.find((th) => th.severity === 1)?.upper;
        if (severity1 !== undefined && point.profile.kind !== 'level') expect(calm.value).toBeLessThan(severity1);
      }
    }
    expect(episodes).toBeGreaterThanOrEqual(24);
    expect(episodes).toBeLessThanOrEqual(144);
    expect(crossings).toBeGreaterThan(0);
    expect(glitches).toBeGreaterThan(0);
  });
});

import { keyOf } from '../../simulator/random';
import type { PointProfile } from '../../simulator/demo-profiles';
import type { DamModel, SimPoint } from '../../simulator/dam-model';
import { AnchoredCurve, decimalsOfPoint, instrumentReading, roundTo, type Reading } from './history-curve';
import { badAt, inGap, spikeAt, type FaultSource } from './history-faults';

/** A demo point as the history needs it: the simulator's view plus the instrument's range. */
export interface HistoryPoint extends SimPoint {
  rangeMin: number | null;
  rangeMax: number | null;
}

/** One point's readings, column by column (what the batch insert binds), oldest first. */
export interface HistoryRows {
  pointId: string;
  ts: number[];
  value: number[];
  valuesJson: (string | null)[];
  quality: number[];
}

/** Which readings to write: every `stepMs` in (from, to]. */
export interface HistorySpan {
  from: number;
  to: number;
  stepMs: number;
}

/** How far a spike throws a reading, in the point's unit (a spike is 0.6-1.4 times this). Rain gauges do not spike. */
const SPIKE_SIZE: Record<PointProfile['kind'], number> = { level: 0.5, rain: 0, seepage: 4, pressure: 25, gnss: 8, inclinometer: 4 };

function clamp(value: number, point: HistoryPoint): number {
  if (point.rangeMin !== null && value < point.rangeMin) return point.rangeMin;
  if (point.rangeMax !== null && value > point.rangeMax) return point.rangeMax;
  return value;
}

/** Moves a multi-value reading by `lift` the way the instrument would: a GNSS fix along x, an inclinometer as a whole. */
function liftChannels(kind: PointProfile['kind'], values: Record<string, number>, value: number, lift: number, decimals: number): Reading {
  if (kind === 'gnss') {
    const x = roundTo((values.x ?? 0) + lift, decimals);
    return { values: { ...values, x }, value: roundTo(Math.hypot(x, values.y ?? 0), decimals) };
  }
  const scale = value === 0 ? 1 : (value + lift) / value;
  const moved = Object.fromEntries(Object.entries(values).map(([key, v]) => [key, roundTo(v * scale, decimals)]));
  return { values: moved, value: roundTo(value * scale, decimals) };
}

/** The reading at t before faults. Rain is each step's own total (what fell while the logger was down is lost with it). */
function cleanReading(model: DamModel, curve: AnchoredCurve, point: HistoryPoint, t: number, stepMs: number): Reading {
  if (point.profile.kind === 'rain') return model.sample(point, t, t - stepMs, { episodes: false });
  return instrumentReading(point, curve.at(t), t, model.seed);
}

/**
 * The history of one point: the simulator's model without its live episodes (so the live stream continues the same
 * curve), with the logger's gaps left out, a few spikes (quality 1) and now and then a reading flagged bad (quality 2).
 */
export function historyRows(model: DamModel, point: HistoryPoint, span: HistorySpan): HistoryRows {
  const kind = point.profile.kind;
  const faults: FaultSource = { seed: model.seed, pointKey: keyOf(point.code), stepMs: span.stepMs };
  const decimals = decimalsOfPoint(point);
  const curve = new AnchoredCurve(model, point);
  const rows: HistoryRows = { pointId: point.id, ts: [], value: [], valuesJson: [], quality: [] };
  const first = Math.floor(span.from / span.stepMs) * span.stepMs + span.stepMs;
  for (let t = first; t <= span.to; t += span.stepMs) {
    if (inGap(faults, t)) continue;
    let { value, values } = cleanReading(model, curve, point, t, span.stepMs);
    let quality = 0;
    const spike = SPIKE_SIZE[kind] * spikeAt(faults, t);
    if (spike !== 0) {
      if (values) ({ values, value } = liftChannels(kind, values, value, spike, decimals));
      else value = roundTo(value + spike, decimals);
      quality = 1;
    }
    if (badAt(faults, t)) {
      // A vibrating-wire or radar gauge that loses its signal reads the bottom of its range and says so.
      value = point.rangeMin ?? value;
      quality = 2;
    }
    rows.ts.push(t);
    rows.value.push(clamp(value, point));
    rows.valuesJson.push(values ? JSON.stringify(values) : null);
    rows.quality.push(quality);
  }
  return rows;
}

import { DAY_MS, HOUR_MS } from '../calendar';
import type { StormField } from '../storms';

/** A piezometer in the dam or under a sluice floor. */
export interface PorePressureParams {
  /** Share of the head drop from upstream to downstream still present at the sensor (1 at the upstream face). */
  headShare: number;
  /** The sensor lags the water level by this much (low-permeability core: days). */
  lagDays: number;
  /** Sensor elevation, m. */
  elevation: number;
  /** Rise of the phreatic line per mm of recent rain, m. */
  rainHead: number;
}

/** Unit weight of water, kPa per m of head. */
const GAMMA_W = 9.81;

/** Pore (osmotic) pressure, kPa, from the lagged upstream and downstream levels. */
export function porePressure(
  storms: StormField,
  upstream: (t: number) => number,
  downstream: (t: number) => number,
  p: PorePressureParams,
  t: number,
): number {
  const lagged = t - p.lagDays * DAY_MS;
  const tail = downstream(lagged);
  const head =
    tail +
    p.headShare * (upstream(lagged) - tail) +
    p.rainHead * storms.response(t, { delayMs: 6 * HOUR_MS, riseMs: 24 * HOUR_MS, tauMs: 4 * DAY_MS });
  return GAMMA_W * Math.max(0, head - p.elevation);
}

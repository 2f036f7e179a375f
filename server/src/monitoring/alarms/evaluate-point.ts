import type { StoredReading } from '../../lib/server-bus';
import { rateMessage, thresholdMessage } from './alarm-message';
import type { Transition } from './alarm-store';
import type { PointConfig } from './point-config';
import type { PointState } from './point-state';
import { severityNameOf } from './severity';
import { deadbandFor, limitOf, thresholdLevel, type Level } from './threshold-levels';

/** Quality 2 (bad, flagged by the sender) never drives an alarm; suspect readings still do, erring towards safety. */
const BAD_QUALITY = 2;

export interface Evaluation {
  transitions: Transition[];
  /** True when at least one reading was newer than everything evaluated before. */
  advanced: boolean;
}

function thresholdStep(state: PointState, config: PointConfig, reading: StoredReading): Transition | null {
  const deadband = { mode: config.rule.hysteresisMode, amount: config.rule.hysteresis };
  const thresholds = config.active ? config.thresholds : [];
  const current = state.levels.threshold;
  const observed = thresholdLevel(reading.value, thresholds, current, deadband);
  const next = state.thresholdDebounce.next(observed.level, current) as Level;
  if (next === current) return null;
  state.levels.threshold = next;
  const described =
    next === 0 ? { limit: null, direction: null } : observed.level === next ? observed : limitOf(thresholds, next, reading.value);
  return {
    kind: 'threshold',
    to: next,
    at: reading.ts,
    value: reading.value,
    threshold: described.limit,
    direction: described.direction,
    message:
      next === 0
        ? ''
        : thresholdMessage(reading.value, config.label.unit, described.limit, described.direction, severityNameOf(config.names, next)),
  };
}

function rateStep(state: PointState, config: PointConfig, reading: StoredReading): Transition | null {
  const limit = config.active ? config.rule.rateLimit : null;
  const current = state.levels.rate;
  const change = state.range?.changeAt(reading.ts, reading.value) ?? null;
  state.range?.push(reading.ts, reading.value);
  let observed: Level = 0;
  if (limit !== null && change !== null) {
    // Like thresholds, an active rate alarm holds until the change is back under the limit by the deadband.
    const effective =
      current > 0 ? limit - deadbandFor(limit, { mode: config.rule.hysteresisMode, amount: config.rule.hysteresis }) : limit;
    if (change.change > effective) observed = config.rule.rateSeverity;
  }
  const next = state.rateDebounce.next(observed, current) as Level;
  if (next === current) return null;
  state.levels.rate = next;
  const windowSeconds = config.rule.rateWindowSeconds;
  return {
    kind: 'rate',
    to: next,
    at: reading.ts,
    value: reading.value,
    threshold: limit,
    direction: next === 0 || !change ? null : change.direction,
    message:
      next === 0 || !change || limit === null ? '' : rateMessage(change.change, change.direction, config.label.unit, limit, windowSeconds),
  };
}

/**
 * Runs one point's new readings (sorted by time) through its rules, updating the in-memory state and returning the
 * level changes to persist. Readings at or before the newest one already evaluated are backfill: they are stored
 * history, but they raise and clear nothing, so a late upload cannot sound an alarm for a past situation.
 */
export function evaluatePoint(state: PointState, config: PointConfig, readings: readonly StoredReading[]): Evaluation {
  const transitions: Transition[] = [];
  let advanced = false;
  for (const reading of readings) {
    if (state.lastTs !== null && reading.ts <= state.lastTs) continue;
    state.lastTs = reading.ts;
    advanced = true;
    if (reading.quality >= BAD_QUALITY || !Number.isFinite(reading.value)) continue;
    const threshold = thresholdStep(state, config, reading);
    if (threshold) transitions.push(threshold);
    const rate = rateStep(state, config, reading);
    if (rate) transitions.push(rate);
  }
  return { transitions, advanced };
}

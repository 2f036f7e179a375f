import type { HysteresisMode, PointAlarmRuleTable } from '../../db/tables/alarms';
import type { Selectable } from 'kysely';
import { isSeverity, type Severity } from './severity';

/** How a point's readings turn into alarms. Stored only when a point departs from DEFAULT_ALARM_RULE. */
export interface AlarmRule {
  enabled: boolean;
  /** Consecutive readings that must agree before a level is raised, changed or cleared. */
  debounceCount: number;
  hysteresisMode: HysteresisMode;
  /** Deadband for leaving a level: engineering units (absolute) or a fraction of the limit's magnitude. */
  hysteresis: number;
  /** Largest change allowed within the window, in engineering units; null switches the rate alarm off. */
  rateLimit: number | null;
  rateWindowSeconds: number;
  rateSeverity: Severity;
  /** Silence after which a point raises a stale-data alarm; null means 3x its expected interval, or 15 min. */
  staleAfterSeconds: number | null;
  staleSeverity: Severity;
}

export const DEFAULT_ALARM_RULE: Readonly<AlarmRule> = {
  enabled: true,
  debounceCount: 2,
  hysteresisMode: 'absolute',
  hysteresis: 0,
  rateLimit: null,
  rateWindowSeconds: 3600,
  rateSeverity: 2,
  staleAfterSeconds: null,
  staleSeverity: 2,
};

export const DEFAULT_STALE_AFTER_MS = 15 * 60_000;
/** A point reporting every few seconds still gets a minute of grace before it counts as silent. */
const MIN_STALE_AFTER_MS = 60_000;

export function ruleFromRow(row: Selectable<PointAlarmRuleTable> | undefined): AlarmRule {
  if (!row) return { ...DEFAULT_ALARM_RULE };
  return {
    enabled: row.enabled === 1,
    debounceCount: row.debounceCount,
    hysteresisMode: row.hysteresisMode === 'fraction' ? 'fraction' : 'absolute',
    hysteresis: row.hysteresis,
    rateLimit: row.rateLimit,
    rateWindowSeconds: row.rateWindowSeconds,
    rateSeverity: isSeverity(row.rateSeverity) ? row.rateSeverity : DEFAULT_ALARM_RULE.rateSeverity,
    staleAfterSeconds: row.staleAfterSeconds,
    staleSeverity: isSeverity(row.staleSeverity) ? row.staleSeverity : DEFAULT_ALARM_RULE.staleSeverity,
  };
}

/** The stale window in ms: the configured one, else three expected intervals, else 15 minutes. */
export function staleAfterMs(rule: AlarmRule, expectedIntervalMs: number | null | undefined): number {
  if (rule.staleAfterSeconds !== null) return rule.staleAfterSeconds * 1000;
  if (expectedIntervalMs && expectedIntervalMs > 0) return Math.max(MIN_STALE_AFTER_MS, 3 * expectedIntervalMs);
  return DEFAULT_STALE_AFTER_MS;
}

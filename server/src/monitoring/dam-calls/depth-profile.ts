import type { Db } from '../../db/database';
import type { DepthProfile } from '../../wire/dam-monitoring';
import { SERIES_BAD_QUALITY } from '../../wire/series-limits';
import { loadThresholds } from '../alarms/point-config';
import { parseValues } from '../point-dto';
import type { DamPoint } from './dam-points';

export type ProfileKind = DepthProfile['kind'];

/** The inclinometer's depths (channels with a depth), shallow to deep. */
function depthChannels(point: DamPoint) {
  return point.channels
    .filter((channel): channel is typeof channel & { depth: number } => typeof channel.depth === 'number')
    .sort((a, b) => a.depth - b.depth);
}

/** The newest good reading at or before `at`: one primary-key seek. */
async function readingAtOrBefore(db: Db, pointId: string, at: number) {
  return db
    .selectFrom('reading')
    .select(['ts', 'valuesJson'])
    .where('pointId', '=', pointId)
    .where('ts', '<=', at)
    .where('quality', '<', SERIES_BAD_QUALITY)
    .orderBy('ts', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Displacement against depth at each asked time. cumulative: each depth's stored displacement (relative to the fixed
 * bottom of the hole). incremental: each depth's change from the next deeper one, where a slip surface shows as a
 * spike. The threshold profile (the point's alarm levels at every depth) comes with the cumulative kind only: the
 * levels limit total movement, not the movement of one segment.
 */
export async function depthProfile(db: Db, point: DamPoint, dates: readonly number[], kind: ProfileKind): Promise<DepthProfile> {
  const channels = depthChannels(point);
  const profiles = [];
  for (const at of dates) {
    const row = await readingAtOrBefore(db, point.id, at);
    const stored = parseValues(row?.valuesJson ?? null);
    const cumulative = channels.map((channel) => stored?.[channel.key] ?? null);
    const values =
      kind === 'cumulative'
        ? cumulative
        : cumulative.map((value, index) => {
            const deeper = index + 1 < cumulative.length ? cumulative[index + 1] : 0;
            return value === null || deeper === null || deeper === undefined ? null : Math.round((value - deeper) * 1000) / 1000;
          });
    profiles.push({ at, ts: row ? Number(row.ts) : null, values });
  }
  const thresholds =
    kind === 'cumulative'
      ? (await loadThresholds(db, point.id)).map((threshold) => ({
          severity: threshold.severity,
          upper: channels.map(() => threshold.upper),
          lower: channels.map(() => threshold.lower),
        }))
      : [];
  return { pointId: point.id, unit: point.unit, kind, depths: channels.map((channel) => channel.depth), profiles, thresholds };
}

/** The times to draw: the listed ones, or `count` spread evenly over the range (both ends included), ascending. */
export function profileDates(
  query: { dates?: string | undefined; count?: number | undefined },
  range: { from: number; to: number },
): number[] {
  if (query.dates) return [...new Set(query.dates.split(',').map(Number))].sort((a, b) => a - b);
  const count = query.count ?? 5;
  const step = (range.to - range.from) / (count - 1);
  return Array.from({ length: count }, (_, index) => Math.round(range.from + index * step));
}

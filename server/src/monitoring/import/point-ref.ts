import type { CachedPoint, PointIndex } from '../point-cache';

/** A file column's target: a point's value (channel null) or one of its channels. */
export interface PointRef {
  point: CachedPoint;
  channel: string | null;
}

/**
 * Resolves `<point id or code>` or `<point id or code>.<channel>` (e.g. `QS-TP1.x`).
 * Returns the reason as text when it names no point or no channel of it.
 */
export function resolvePointRef(text: string, points: PointIndex): PointRef | string {
  const ref = text.trim();
  const whole = points.byId.get(ref) ?? points.byCode.get(ref);
  if (whole) return { point: whole, channel: null };
  const dot = ref.lastIndexOf('.');
  if (dot > 0) {
    const head = ref.slice(0, dot);
    const channel = ref.slice(dot + 1);
    const point = points.byId.get(head) ?? points.byCode.get(head);
    if (point) {
      if (point.channelKeys.has(channel)) return { point, channel };
      return point.channelKeys.size === 0
        ? `"${ref.slice(0, 64)}": point ${point.code} takes a single value and has no channels`
        : `"${ref.slice(0, 64)}": point ${point.code} has no channel "${channel.slice(0, 20)}" (${[...point.channelKeys].join(', ')})`;
    }
  }
  return `"${ref.slice(0, 64)}" is not a known monitoring point id or code`;
}

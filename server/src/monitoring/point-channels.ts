import type { PointChannel, PointType } from '../db/tables/monitoring';

/** Reads the `channels` column; a damaged value reads as no channels rather than failing the whole cache. */
export function parseChannels(json: string): PointChannel[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is PointChannel => typeof item === 'object' && item !== null && typeof (item as PointChannel).key === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * The single value stored beside a multi-value reading when the sender gives only the channels:
 * surface displacement -> horizontal resultant sqrt(x² + y²); deep displacement -> the depth with the largest
 * movement (signed). Returns undefined when the channels are not enough.
 */
export function deriveValue(type: PointType, values: Readonly<Record<string, number>>): number | undefined {
  if (type === 'surface-displacement') {
    const { x, y } = values;
    if (x === undefined || y === undefined) return undefined;
    return Math.round(Math.hypot(x, y) * 1000) / 1000;
  }
  if (type === 'deep-displacement') {
    let best: number | undefined;
    for (const value of Object.values(values)) {
      if (best === undefined || Math.abs(value) > Math.abs(best)) best = value;
    }
    return best;
  }
  return undefined;
}

import type { PointChannel } from '../../db/tables/monitoring';
import { invalid } from '../../lib/envelope';

/** Cross-field rules the schema cannot say. */
export function checkPointRules(
  fields: { channels?: PointChannel[] | undefined; rangeMin?: number | null | undefined; rangeMax?: number | null | undefined },
  texts: Record<string, unknown> = {},
): void {
  // PostgreSQL cannot store NUL in text; say so instead of failing on insert.
  for (const [name, value] of Object.entries(texts)) {
    if (typeof value === 'string' && value.includes('\u0000')) throw invalid(`${name} must not contain control characters`);
  }
  for (const channel of fields.channels ?? []) {
    if (channel.label.includes('\u0000') || channel.unit.includes('\u0000')) throw invalid('channels must not contain control characters');
  }
  if (fields.channels) {
    const keys = new Set<string>();
    for (const channel of fields.channels) {
      if (keys.has(channel.key)) throw invalid(`channel key ${channel.key} appears twice`);
      keys.add(channel.key);
    }
  }
  if (fields.rangeMin != null && fields.rangeMax != null && fields.rangeMin >= fields.rangeMax) {
    throw invalid('rangeMin must be below rangeMax');
  }
}

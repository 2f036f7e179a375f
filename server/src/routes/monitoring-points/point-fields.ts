import type { PointChannel } from '../../db/tables/monitoring';
import { reject } from '../../i18n/localized-error';

/** Cross-field rules the schema cannot say. */
export function checkPointRules(
  fields: { channels?: PointChannel[] | undefined; rangeMin?: number | null | undefined; rangeMax?: number | null | undefined },
  texts: Record<string, unknown> = {},
): void {
  // PostgreSQL cannot store NUL in text; say so instead of failing on insert.
  for (const [name, value] of Object.entries(texts)) {
    if (typeof value === 'string' && value.includes('\u0000')) throw reject('monitoring.control-characters', { field: name });
  }
  for (const channel of fields.channels ?? []) {
    if (channel.label.includes('\u0000') || channel.unit.includes('\u0000'))
      throw reject('monitoring.control-characters', { field: 'channels' });
  }
  if (fields.channels) {
    const keys = new Set<string>();
    for (const channel of fields.channels) {
      if (keys.has(channel.key)) throw reject('monitoring.channel-key-repeated', { key: channel.key });
      keys.add(channel.key);
    }
  }
  if (fields.rangeMin != null && fields.rangeMax != null && fields.rangeMin >= fields.rangeMax) {
    throw reject('monitoring.range-order');
  }
}

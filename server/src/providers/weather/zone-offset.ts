// A zone's offset from UTC at an instant through one cached Intl formatter per zone: a forecast reads some four hundred
// hours, and dayjs's tz plugin (monitoring/local-time.ts) takes most of a millisecond for each.

import { zoneFormatter } from '../../lib/zone-formatter';

/** How far `timeZone`'s clocks are ahead of UTC at epoch ms `at`, in ms (negative west of Greenwich). */
export function zoneOffsetMs(timeZone: string, at: number): number {
  const fields: Record<string, number> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    fields.year ?? 1970,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    fields.hour ?? 0,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
  return wall - Math.floor(at / 1000) * 1000;
}

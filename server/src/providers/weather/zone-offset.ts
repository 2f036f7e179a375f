// A zone's offset from UTC at an instant through one cached Intl formatter per zone: a forecast reads some four hundred
// hours, and dayjs's tz plugin (monitoring/local-time.ts) takes most of a millisecond for each.

/** One formatter per IANA zone: at most the few hundred names of the zone database. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far `timeZone`'s clocks are ahead of UTC at epoch ms `at`, in ms (negative west of Greenwich). */
export function zoneOffsetMs(timeZone: string, at: number): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) {
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

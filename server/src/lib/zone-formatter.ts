/** One formatter per IANA zone (at most the few hundred names of the zone database): creating one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** An en-US, 24-hour formatter of `timeZone`'s wall clock, down to the second; shared by every zone computation. */
export function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
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

import dayjs from 'dayjs';

/** dayjs patterns for the time axis in the interface language (locales/<lang>/charts.json, charts.time). */
export interface TimeFormats {
  hour: string;
  day: string;
  month: string;
  year: string;
}

const DAY_MS = 86_400_000;

/**
 * Labels for the ticks of a time axis: clock times when ticks are hours apart (the date instead at midnight, so a
 * reader sees where days change), dates when they are days apart, months, then years.
 */
export function timeTickFormatter(ticks: readonly Date[], formats: TimeFormats): (tick: Date) => string {
  const step = ticks.length > 1 ? (ticks[1]?.getTime() ?? 0) - (ticks[0]?.getTime() ?? 0) : DAY_MS;
  return (tick) => {
    const time = dayjs(tick);
    if (step < DAY_MS) return time.hour() === 0 && time.minute() === 0 ? time.format(formats.day) : time.format(formats.hour);
    if (step < 28 * DAY_MS) return time.format(formats.day);
    if (step < 365 * DAY_MS) return time.format(time.month() === 0 ? formats.year : formats.month);
    return time.format(formats.year);
  };
}

/** Local time as written in CSV files and read-outs: sortable, and read as a date by spreadsheets. */
export function isoLocal(ts: number): string {
  return dayjs(ts).format('YYYY-MM-DD HH:mm:ss');
}

// The series call's limits as plain values, TypeBox-free so the console, streams/ and workers/ may import them (the
// chart pages bound their ranges, a live reading turns into a gap like the call's null). wire/series.ts has the schemas.

/** Two years and a day (732 days, room for a leap day): the longest range one series call answers. */
export const SERIES_MAX_RANGE_MS = (2 * 365 + 2) * 24 * 60 * 60 * 1000;

/** A reading's quality at or above this is "bad": its value goes out as null, so a chart shows a gap. */
export const SERIES_BAD_QUALITY = 2;

// The series call's limits and the binary answer's markers as plain values, TypeBox-free so the console, streams/ and
// workers/ may import them (the chart pages bound their ranges, a live reading turns into a gap like the call's null,
// the series worker recognises the binary answer). wire/series.ts has the schemas and the byte layout.

/** Two years and a day (732 days, room for a leap day): the longest range one series call answers. */
export const SERIES_MAX_RANGE_MS = (2 * 365 + 2) * 24 * 60 * 60 * 1000;

/** A reading's quality at or above this is "bad": its value goes out as null, so a chart shows a gap. */
export const SERIES_BAD_QUALITY = 2;

/** The content type of `.../series/binary` (SERIES_BINARY_HEADER in wire/series.ts); a refusal is the JSON envelope. */
export const SERIES_BINARY_CONTENT_TYPE = 'application/octet-stream';

/** The first four bytes of a binary series answer, ASCII: the format and its version. */
export const SERIES_BINARY_MAGIC = 'SLS1';

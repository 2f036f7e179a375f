/** What a monitoring page shows: one point over one time range (epoch ms). */
export interface ChartSelection {
  pointId: string | null;
  from: number;
  to: number;
}

export const DAY_MS = 86_400_000;

/** Without a range in the address a page opens the last 7 days (issue 10). */
export const DEFAULT_RANGE_MS = 7 * DAY_MS;

/**
 * The longest range a page asks for. The server refuses more than 2 years and a day (SERIES_MAX_RANGE_MS in
 * server/src/wire/series.ts); a hand-edited address past it opens the default range instead of an error.
 */
export const MAX_RANGE_MS = 2 * 365 * DAY_MS;

const POINT_ID = /^[A-Za-z0-9_.:@-]{1,64}$/;

function readMs(params: URLSearchParams, name: string): number | null {
  const text = params.get(name);
  if (text === null || !/^\d{1,15}$/.test(text.trim())) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/** The address's point (null if missing or malformed) and range (null if missing, malformed, reversed or too long). */
function readAddress(params: URLSearchParams): { pointId: string | null; range: { from: number; to: number } | null } {
  const rawPoint = params.get('point');
  const pointId = rawPoint !== null && POINT_ID.test(rawPoint) ? rawPoint : null;
  const from = readMs(params, 'from');
  const to = readMs(params, 'to');
  const range = from !== null && to !== null && from < to && to - from <= MAX_RANGE_MS ? { from, to } : null;
  return { pointId, range };
}

/**
 * The point and range an address names, `?point=<pointId>&from=<ms>&to=<ms>`, or null when it names no valid point or
 * range (missing, malformed, reversed or too long).
 */
export function readAddressedSelection(params: URLSearchParams): (ChartSelection & { pointId: string }) | null {
  const { pointId, range } = readAddress(params);
  return pointId !== null && range !== null ? { pointId, ...range } : null;
}

/**
 * The selection an address asks for: `?point=<pointId>&from=<ms>&to=<ms>`. A missing, malformed, reversed or
 * too long range gives the default range ending `now`; a malformed point id reads as none (the page picks one).
 */
export function readSelection(params: URLSearchParams, now: number): ChartSelection {
  const { pointId, range } = readAddress(params);
  return { pointId, ...(range ?? { from: now - DEFAULT_RANGE_MS, to: now }) };
}

/**
 * The address parameters after a change: `point`, `from` and `to` replaced, everything else (the tab) kept.
 * Fractions of a millisecond from a drag-zoom are rounded so addresses stay short and stable.
 */
export function writeSelection(params: URLSearchParams, selection: ChartSelection): URLSearchParams {
  const next = new URLSearchParams(params);
  if (selection.pointId) next.set('point', selection.pointId);
  else next.delete('point');
  next.set('from', String(Math.round(selection.from)));
  next.set('to', String(Math.round(selection.to)));
  return next;
}

/** Whether two selections show the same thing (to the millisecond). */
export function sameSelection(a: ChartSelection, b: ChartSelection): boolean {
  return a.pointId === b.pointId && Math.round(a.from) === Math.round(b.from) && Math.round(a.to) === Math.round(b.to);
}

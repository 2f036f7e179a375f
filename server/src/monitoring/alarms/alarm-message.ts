import type { AlarmDirection } from '../../wire/alarm';

// Plain-English summaries stored with the alarm for logs, exports and notifications. The console builds its own
// localised text from kind, direction, value and threshold, so these never need translating.

function amount(value: number, unit: string): string {
  const rounded = Number.isInteger(value) ? String(value) : String(Number(value.toFixed(4)));
  return unit ? `${rounded} ${unit}` : rounded;
}

export function thresholdMessage(
  value: number,
  unit: string,
  limit: number | null,
  direction: AlarmDirection | null,
  levelName: string,
): string {
  if (limit === null || direction === null) return `${amount(value, unit)} is beyond a ${levelName} limit`;
  const side = direction === 'lower' ? 'below' : 'above';
  return `${amount(value, unit)} is ${side} the ${levelName} limit ${amount(limit, unit)}`;
}

export function rateMessage(change: number, direction: AlarmDirection | null, unit: string, limit: number, windowSeconds: number): string {
  const verb = direction === 'fall' ? 'fell' : 'rose';
  return `Value ${verb} ${amount(change, unit)} within ${Math.round(windowSeconds / 60)} min (limit ${amount(limit, unit)})`;
}

export function staleMessage(lastTs: number, now: number, staleAfterMs: number): string {
  const silentMinutes = Math.floor((now - lastTs) / 60_000);
  return `No reading for ${silentMinutes} min (limit ${Math.round(staleAfterMs / 60_000)} min)`;
}

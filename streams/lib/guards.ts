/** Narrowing helpers for data that crosses the wire: everything arriving over HTTP or the socket is `unknown`. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A finite number, accepting numeric strings because some legacy endpoints send numbers as text. */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

export function toText(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

export function toNullableText(value: unknown): string | null {
  const text = toText(value);
  return text === '' ? null : text;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (isRecord(error) && typeof error.msg === 'string') return error.msg;
  return typeof error === 'string' && error ? error : 'Unknown error';
}

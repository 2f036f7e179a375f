/** An alarm value with its unit, or a dash when the alarm has none (stale alarms). */
export function formatAlarmValue(value: number | string | null, unit: string): string {
  if (value === null || value === '') return '—';
  const text = typeof value === 'number' ? String(Number(value.toFixed(3))) : value;
  return unit ? `${text} ${unit}` : text;
}

function decimalsOf(value: number): number {
  const text = String(value);
  if (text.includes('e-')) return Number(text.split('e-')[1] ?? 0);
  return text.split('.')[1]?.length ?? 0;
}

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(/,/g, ''));
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/**
 * Column totals for a summary row: each field's numbers (numeric text counts, anything else is skipped), rounded to
 * the most decimals any of its values has, so 0.1 + 0.2 totals 0.3 rather than 0.30000000000000004.
 */
export function summarise<Row extends object>(rows: readonly Row[], fields: readonly string[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const field of fields) {
    let total = 0;
    let decimals = 0;
    for (const row of rows) {
      const value = numberOf((row as Record<string, unknown>)[field]);
      if (value === undefined) continue;
      total += value;
      decimals = Math.max(decimals, decimalsOf(value));
    }
    totals[field] = Number(total.toFixed(Math.min(20, decimals)));
  }
  return totals;
}

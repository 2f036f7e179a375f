// A data interface answers whatever its definition returns: a list of rows, `{ list: [...] }`, or one object. A
// report reads it as rows of plain values, its columns in the order the first row names them.

export type ReportRow = Record<string, unknown>;

const isRow = (value: unknown): value is ReportRow => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The rows of an interface's answer (at most 1,000: a report page is not an export). */
export function reportRows(answer: unknown): ReportRow[] {
  const list = Array.isArray(answer) ? answer : isRow(answer) && Array.isArray(answer.list) ? answer.list : isRow(answer) ? [answer] : [];
  return list.filter(isRow).slice(0, 1000);
}

/** Column keys in first-seen order. */
export function reportColumns(rows: readonly ReportRow[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  return [...keys];
}

/** Columns whose every value is a number (or numeric text): what the bars can show. */
export function numericColumns(rows: readonly ReportRow[], columns: readonly string[]): string[] {
  return columns.filter(
    (key) => rows.length > 0 && rows.every((row) => row[key] === null || row[key] === undefined || Number.isFinite(Number(row[key]))),
  );
}

// Turning what a definition answered into rows for the popup select (contract section 7): SQL answers rows already;
// static JSON and HTTP answers may be a list, or an object holding one under list, data or rows.

export type InterfaceRow = Record<string, unknown>;

export function rowsOf(result: unknown): InterfaceRow[] {
  const candidate = Array.isArray(result)
    ? result
    : result && typeof result === 'object'
      ? (['list', 'data', 'rows'].map((key) => (result as Record<string, unknown>)[key]).find(Array.isArray) ?? [])
      : [];
  return (candidate as unknown[]).filter((row): row is InterfaceRow => row !== null && typeof row === 'object' && !Array.isArray(row));
}

/** Rows whose `field` (or, without one, any text or number value) contains the keyword, case-insensitively. */
export function filterRows(rows: InterfaceRow[], keyword: string | undefined, field: string | undefined): InterfaceRow[] {
  const wanted = keyword?.trim().toLowerCase();
  if (!wanted) return rows;
  const matches = (value: unknown) =>
    (typeof value === 'string' || typeof value === 'number') && String(value).toLowerCase().includes(wanted);
  return rows.filter((row) => (field ? matches(row[field]) : Object.values(row).some(matches)));
}

/** Rows whose `field` equals one of ids (compared as text: ids travel as strings). */
export function rowsByIds(rows: InterfaceRow[], field: string, ids: (string | number)[]): InterfaceRow[] {
  const wanted = new Set(ids.map(String));
  return rows.filter((row) => wanted.has(String(row[field] ?? '')));
}

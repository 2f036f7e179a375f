/** A pattern check with its own message (spec section 5); it applies only to non-empty values. */
export interface SubTableRule {
  pattern: RegExp;
  message: string;
  /** Only for rows where this holds (a value column whose meaning depends on another cell). */
  when?: (row: Record<string, unknown>) => boolean;
}

/** What validation needs to know about a column. */
export interface ValidatedColumn {
  key: string;
  required?: boolean;
  /** The value is a list: required means a non-empty list, and each entry must pass the patterns. */
  multiple?: boolean;
  rules?: readonly SubTableRule[];
}

/** Empty for a required check: nothing, blank text, or (for a multiple column) an empty list. */
export function isEmptyCell(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function matches(rule: SubTableRule, value: unknown): boolean {
  // A global or sticky pattern remembers where it stopped; every check starts from the beginning.
  rule.pattern.lastIndex = 0;
  return rule.pattern.test(String(value));
}

/** The first problem with one cell, or undefined. */
export function cellError(column: ValidatedColumn, value: unknown, requiredMessage: string, row: object = {}): string | undefined {
  if (isEmptyCell(value)) return column.required ? requiredMessage : undefined;
  const values = Array.isArray(value) ? value : [value];
  for (const rule of column.rules ?? []) {
    if (rule.when && !rule.when(row as Record<string, unknown>)) continue;
    if (values.some((entry) => !isEmptyCell(entry) && !matches(rule, entry))) return rule.message;
  }
  return undefined;
}

/**
 * Every problem in the rows, as `rowIndex -> column key -> message`. Required cells must be non-empty (不能为空);
 * pattern rules apply to non-empty values with their own messages (seed 001 section 5).
 */
export function validateRows<Row extends object>(
  rows: readonly Row[],
  columns: readonly ValidatedColumn[],
  requiredMessage: string,
): Map<number, Map<string, string>> {
  const errors = new Map<number, Map<string, string>>();
  rows.forEach((row, index) => {
    for (const column of columns) {
      const message = cellError(column, (row as Record<string, unknown>)[column.key], requiredMessage, row);
      if (!message) continue;
      const rowErrors = errors.get(index) ?? new Map<string, string>();
      rowErrors.set(column.key, message);
      errors.set(index, rowErrors);
    }
  });
  return errors;
}

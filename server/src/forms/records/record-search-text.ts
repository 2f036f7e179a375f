// What a keyword searches: a record's values, not its keys, in lower case (the list lower-cases the keyword the same
// way, shell/list-query.ts containsText). Inline images (signatures) are left out: they are long and never searched.

const SEARCH_TEXT_MAX = 20_000;

function valuesOf(value: unknown, into: string[]): void {
  if (typeof value === 'string') {
    if (!value.startsWith('data:')) into.push(value);
  } else if (typeof value === 'number' || typeof value === 'boolean') {
    into.push(String(value));
  } else if (Array.isArray(value)) {
    for (const item of value) valuesOf(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) valuesOf(item, into);
  }
}

/** The record's values joined by newlines, lower case, at most 20,000 characters. */
export function searchTextOf(record: Record<string, unknown>): string {
  const values: string[] = [];
  valuesOf(record, values);
  return values.join('\n').toLowerCase().slice(0, SEARCH_TEXT_MAX);
}

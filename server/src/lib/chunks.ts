/**
 * Splits a list into slices of at most `size`: keeps `in (...)` lists and multi-row inserts under SQLite's
 * bound-parameter limit (32,766) whatever the caller passes.
 */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

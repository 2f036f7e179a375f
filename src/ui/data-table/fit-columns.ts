/** What fitting needs to know of one column, in px including its cell padding. */
export interface FitColumn {
  /** Never narrower: the title must stay whole (and a set width is kept). */
  min: number;
  /** What its widest cell asks for. */
  desired: number;
  /** False for columns whose width the page set (switches, dates, actions): they keep it. */
  shrinkable: boolean;
}

/**
 * Column widths that fit `available` px: every column gets what its content asks for when that fits; otherwise the
 * widest shrinkable columns give way first, down to a common cap, and never below their minimum. Long text in a
 * narrowed column ends in an ellipsis with a tooltip. When even the minimums do not fit, they are returned and the
 * table scrolls: a column under the fixed actions column would hide its content, a scroll hides nothing.
 */
export function fitColumnWidths(columns: readonly FitColumn[], available: number): number[] {
  const wanted = columns.map((column) => Math.ceil(Math.max(column.min, column.desired)));
  const total = wanted.reduce((sum, width) => sum + width, 0);
  if (total <= available) return wanted;
  const widthsUnder = (cap: number) =>
    columns.map((column, index) => {
      const width = wanted[index] ?? 0;
      return column.shrinkable ? Math.max(Math.ceil(column.min), Math.min(width, cap)) : width;
    });
  const sumUnder = (cap: number) => widthsUnder(cap).reduce((sum, width) => sum + width, 0);
  // The largest cap that fits: sumUnder grows with the cap, so a binary search over whole pixels finds it.
  let low = 0;
  let high = Math.max(0, ...wanted);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (sumUnder(middle) <= available) low = middle;
    else high = middle - 1;
  }
  return widthsUnder(low);
}

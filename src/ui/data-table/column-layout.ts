/**
 * A table's column layout as the column-settings call stores it (server/docs/shell.md): display order, visibility,
 * and optionally the fixed side and width. Pure functions, so the drawer, the hook and the tests share one rule set.
 */
export interface ColumnSetting {
  prop: string;
  label?: string;
  visible: boolean;
  fixed?: 'left' | 'right' | false;
  width?: number;
}

/** What the layout needs to know about a column the page defines. */
export interface LayoutColumn {
  key: string;
  label?: string;
  /** Hidden until the person shows it. */
  defaultHidden?: boolean;
  fixed?: 'left' | 'right';
  width?: number;
}

/** The page's own layout: its columns in their order, visible unless marked hidden. */
export function defaultLayout(columns: readonly LayoutColumn[]): ColumnSetting[] {
  return columns.map((column) => ({
    prop: column.key,
    ...(column.label ? { label: column.label } : {}),
    visible: !column.defaultHidden,
    ...(column.fixed ? { fixed: column.fixed } : {}),
    ...(column.width ? { width: column.width } : {}),
  }));
}

function isSetting(value: unknown): value is ColumnSetting {
  if (value === null || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return typeof item.prop === 'string' && item.prop !== '' && typeof item.visible === 'boolean';
}

/** A stored list (parsed JSON or the server's answer) as settings; anything malformed is dropped, not trusted. */
export function readSettings(value: unknown): ColumnSetting[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.filter(isSetting).filter((item) => (seen.has(item.prop) ? false : (seen.add(item.prop), true)));
}

/**
 * A saved layout applied to the page's current columns: saved order and visibility win for columns that still exist,
 * columns the page no longer has drop out, and columns added since appear after the column that precedes them in
 * the page's own order (or first), visible unless the page hides them by default. Labels always come from the page.
 */
export function mergeLayout(saved: readonly ColumnSetting[], columns: readonly LayoutColumn[]): ColumnSetting[] {
  const defaults = defaultLayout(columns);
  const byProp = new Map(defaults.map((item) => [item.prop, item]));
  const merged: ColumnSetting[] = [];
  for (const item of saved) {
    const base = byProp.get(item.prop);
    if (!base || merged.some((existing) => existing.prop === item.prop)) continue;
    merged.push({ ...base, visible: item.visible, ...(item.width ? { width: item.width } : {}), ...fixedOf(item, base) });
  }
  defaults.forEach((item, index) => {
    if (merged.some((existing) => existing.prop === item.prop)) return;
    const previous = defaults
      .slice(0, index)
      .reverse()
      .find((candidate) => merged.some((existing) => existing.prop === candidate.prop));
    const at = previous ? merged.findIndex((existing) => existing.prop === previous.prop) + 1 : 0;
    merged.splice(at, 0, item);
  });
  return merged;
}

function fixedOf(item: ColumnSetting, base: ColumnSetting): Pick<ColumnSetting, 'fixed'> {
  if (item.fixed === 'left' || item.fixed === 'right') return { fixed: item.fixed };
  if (item.fixed === false) return {};
  return base.fixed ? { fixed: base.fixed } : {};
}

/** The layout with the column at `from` moved to `to` (indices into the layout); out-of-range moves change nothing. */
export function moveColumn(layout: readonly ColumnSetting[], from: number, to: number): ColumnSetting[] {
  if (from === to || from < 0 || to < 0 || from >= layout.length || to >= layout.length) return [...layout];
  const next = [...layout];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** The layout with one column shown or hidden. The last visible column cannot be hidden: a table needs one. */
export function setColumnVisible(layout: readonly ColumnSetting[], prop: string, visible: boolean): ColumnSetting[] {
  if (!visible && layout.filter((item) => item.visible).length <= 1) return [...layout];
  return layout.map((item) => (item.prop === prop ? { ...item, visible } : item));
}

/** The page's columns in layout order, without the hidden ones. */
export function applyLayout<C extends { key?: unknown }>(columns: readonly C[], layout: readonly ColumnSetting[]): C[] {
  const byKey = new Map(columns.map((column) => [String(column.key), column]));
  return layout.flatMap((item) => {
    const column = byKey.get(item.prop);
    return column && item.visible ? [column] : [];
  });
}

/**
 * Fixed sides that still make sense after a reorder: a column stays fixed left only while every column before it is
 * too, and fixed right only while every column after it is; otherwise it would stick over its neighbours mid-table.
 */
export function settleFixed<C extends { fixed?: unknown }>(columns: readonly C[]): C[] {
  const isLeft = (column: C) => column.fixed === 'left' || column.fixed === true;
  const leading = columns.findIndex((column) => !isLeft(column));
  const leftEnd = leading === -1 ? columns.length : leading;
  let rightStart = columns.length;
  while (rightStart > 0 && columns[rightStart - 1]?.fixed === 'right') rightStart -= 1;
  return columns.map((column, index) => {
    const keep = (index < leftEnd && isLeft(column)) || (index >= rightStart && column.fixed === 'right');
    return keep || !column.fixed ? column : { ...column, fixed: undefined };
  });
}

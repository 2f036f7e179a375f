import { Compile } from 'typebox/compile';
import { Type } from 'typebox';
import { COCKPIT_LAYOUTS, COCKPIT_WIDGET, type CockpitLayout, type CockpitLayouts, type CockpitWidget } from '../wire/cockpit';
import type { CockpitLayoutRow } from './cockpit-table';
import { layoutProblem } from './layout-rules';

// A stored row back into a layout. Rows were valid when written, but a widget type may be removed or a rule tightened
// later; such a row keeps its id, name and scope (so its owner can still save over it or delete it) and shows the
// built-in widgets and grid, never a 500.

const WIDGETS_CHECK = Compile(Type.Array(COCKPIT_WIDGET));
const LAYOUTS_CHECK = Compile(COCKPIT_LAYOUTS);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The row's widgets and grid, or null when they no longer parse or no longer hold together. */
export function parseStoredGrid(
  row: Pick<CockpitLayoutRow, 'widgets' | 'layouts'>,
): { widgets: CockpitWidget[]; layouts: CockpitLayouts } | null {
  const widgets = parseJson(row.widgets);
  const layouts = parseJson(row.layouts);
  if (!WIDGETS_CHECK.Check(widgets) || !LAYOUTS_CHECK.Check(layouts)) return null;
  return layoutProblem(widgets, layouts) === null ? { widgets, layouts } : null;
}

/** A stored row as the API answers it, with `grid`: its own (parseStoredGrid) or, when that failed, the built-in one. */
export function layoutOfRow(row: CockpitLayoutRow, isDefault: boolean, grid: Pick<CockpitLayout, 'widgets' | 'layouts'>): CockpitLayout {
  return {
    id: row.id,
    name: row.name,
    projectId: row.projectId,
    scope: row.scope === 'project' ? 'project' : 'user',
    isDefault,
    widgets: grid.widgets,
    layouts: grid.layouts,
    updatedAt: Number(row.updatedAt),
  };
}

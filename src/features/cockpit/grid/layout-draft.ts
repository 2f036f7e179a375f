import {
  COCKPIT_BREAKPOINT_NAMES,
  COCKPIT_COLS,
  COCKPIT_LIMITS,
  type CockpitBreakpoint,
  type CockpitWidgetType,
} from '../../../../server/src/wire/cockpit-grid';
import type { CockpitGridItem, CockpitLayout, CockpitLayouts, CockpitWidget } from '../../../../server/src/wire/cockpit';
import { WIDGET_KINDS } from '../widgets/widget-registry';

/** What edit mode changes and a save sends: the widgets and where each sits at every breakpoint. */
export interface LayoutDraft {
  name: string;
  widgets: CockpitWidget[];
  layouts: CockpitLayouts;
}

export const draftOf = (layout: Pick<CockpitLayout, 'name' | 'widgets' | 'layouts'>): LayoutDraft => ({
  name: layout.name,
  widgets: layout.widgets,
  layouts: layout.layouts,
});

const bottomOf = (items: readonly CockpitGridItem[]) => items.reduce((bottom, item) => Math.max(bottom, item.y + item.h), 0);

const clampInt = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/** An item kept inside its breakpoint's columns and the server's bounds (what the server would refuse, never sent). */
export function clampItem(item: CockpitGridItem, breakpoint: CockpitBreakpoint): CockpitGridItem {
  const cols = COCKPIT_COLS[breakpoint];
  const w = clampInt(item.w, 1, cols);
  return {
    i: item.i,
    x: clampInt(item.x, 0, cols - w),
    y: clampInt(item.y, 0, COCKPIT_LIMITS.maxY),
    w,
    h: clampInt(item.h, COCKPIT_LIMITS.minH, COCKPIT_LIMITS.maxH),
  };
}

/** A new widget's place at a breakpoint: full rows under everything else, at its type's size within the columns. */
function placeAtBottom(items: readonly CockpitGridItem[], id: string, type: CockpitWidgetType, breakpoint: CockpitBreakpoint) {
  const size = WIDGET_KINDS[type].size;
  return clampItem({ i: id, x: 0, y: bottomOf(items), w: size.w, h: size.h }, breakpoint);
}

/** Every widget placed at every breakpoint, nothing placed that is not a widget: a layout the grid can draw. */
export function completeLayouts(widgets: readonly CockpitWidget[], layouts: Partial<CockpitLayouts>): CockpitLayouts {
  const ids = new Set(widgets.map((widget) => widget.i));
  const complete = {} as CockpitLayouts;
  for (const breakpoint of COCKPIT_BREAKPOINT_NAMES) {
    const items = (layouts[breakpoint] ?? []).filter((item) => ids.has(item.i)).map((item) => clampItem(item, breakpoint));
    for (const widget of widgets) {
      if (!items.some((item) => item.i === widget.i)) items.push(placeAtBottom(items, widget.i, widget.type, breakpoint));
    }
    complete[breakpoint] = items;
  }
  return complete;
}

/** An id no widget of the draft has yet: the type and a number. */
function freshId(widgets: readonly CockpitWidget[], type: CockpitWidgetType): string {
  const taken = new Set(widgets.map((widget) => widget.i));
  let n = 1;
  while (taken.has(`${type}-${n}`)) n += 1;
  return `${type}-${n}`;
}

/** Whether another widget fits (the server keeps layouts to COCKPIT_LIMITS.maxWidgets). */
export const canAddWidget = (draft: LayoutDraft) => draft.widgets.length < COCKPIT_LIMITS.maxWidgets;

/** The draft with a new widget of `type` under the others at every breakpoint. */
export function addWidget(draft: LayoutDraft, type: CockpitWidgetType): LayoutDraft {
  if (!canAddWidget(draft)) return draft;
  const widget: CockpitWidget = { i: freshId(draft.widgets, type), type, options: {} };
  const widgets = [...draft.widgets, widget];
  return { ...draft, widgets, layouts: completeLayouts(widgets, draft.layouts) };
}

/** The draft without widget `id`, at every breakpoint. A layout keeps at least one widget (the server needs one). */
export function removeWidget(draft: LayoutDraft, id: string): LayoutDraft {
  if (draft.widgets.length <= 1) return draft;
  const widgets = draft.widgets.filter((widget) => widget.i !== id);
  return { ...draft, widgets, layouts: completeLayouts(widgets, draft.layouts) };
}

/** The draft with the grid's positions after a drag or resize (react-grid-layout's items carry more fields). */
export function withGridLayouts(draft: LayoutDraft, grid: Partial<Record<string, readonly CockpitGridItem[]>>): LayoutDraft {
  const next: Partial<CockpitLayouts> = {};
  for (const breakpoint of COCKPIT_BREAKPOINT_NAMES) {
    const items = grid[breakpoint];
    next[breakpoint] = items ? items.map(({ i, x, y, w, h }) => ({ i, x, y, w, h })) : draft.layouts[breakpoint];
  }
  return { ...draft, layouts: completeLayouts(draft.widgets, next) };
}

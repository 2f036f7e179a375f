import { COCKPIT_BREAKPOINT_NAMES, COCKPIT_COLS } from '../wire/cockpit-grid';
import type { CockpitLayouts, CockpitWidget } from '../wire/cockpit';
import type { MessageKey, MessageParams } from '../i18n/catalogues';

// What the schema cannot say about a layout: widget keys are unique, every grid item places one of the widgets once,
// and no item reaches past its breakpoint's columns. The same rules judge a request body (refused with 401) and a
// stored row (answered as the built-in default).

export interface LayoutProblem {
  key: MessageKey;
  params: MessageParams;
}

/** The first rule the widgets and their grid items break, or null when they hold together. */
export function layoutProblem(widgets: readonly CockpitWidget[], layouts: CockpitLayouts): LayoutProblem | null {
  const widgetKeys = new Set<string>();
  for (const widget of widgets) {
    if (widgetKeys.has(widget.i)) return { key: 'cockpit.widget-key-repeated', params: { key: widget.i } };
    widgetKeys.add(widget.i);
  }
  for (const breakpoint of COCKPIT_BREAKPOINT_NAMES) {
    const cols = COCKPIT_COLS[breakpoint];
    const placed = new Set<string>();
    for (const item of layouts[breakpoint]) {
      if (!widgetKeys.has(item.i)) return { key: 'cockpit.grid-unknown-widget', params: { breakpoint, key: item.i } };
      if (placed.has(item.i)) return { key: 'cockpit.grid-key-repeated', params: { breakpoint, key: item.i } };
      placed.add(item.i);
      if (item.x + item.w > cols) return { key: 'cockpit.grid-too-wide', params: { breakpoint, key: item.i, cols } };
    }
  }
  return null;
}

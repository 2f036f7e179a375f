// The cockpit grid's fixed values, written once for the server and the console. TypeBox-free on purpose: the console
// imports values from here (wire/cockpit.ts holds the schemas, which the console may only `import type`).

/** Every widget a cockpit can hold; a stored layout naming anything else is answered as the built-in default. */
export const COCKPIT_WIDGET_TYPES = [
  'alarms',
  'kpi',
  'seepageFlow',
  'piezometric',
  'piezometricVsReservoir',
  'surfaceDisplacement',
  'inclinometerProfile',
  'weather',
  'map',
] as const;
export type CockpitWidgetType = (typeof COCKPIT_WIDGET_TYPES)[number];

/** The grid's breakpoints in CSS pixels of the grid's own width (react-grid-layout `breakpoints`). */
export const COCKPIT_BREAKPOINTS = { lg: 1200, md: 996, sm: 0 } as const;
export type CockpitBreakpoint = keyof typeof COCKPIT_BREAKPOINTS;
export const COCKPIT_BREAKPOINT_NAMES = ['lg', 'md', 'sm'] as const satisfies readonly CockpitBreakpoint[];

/** Columns per breakpoint (react-grid-layout `cols`); a grid item's w is 1..cols and x + w never passes cols. */
export const COCKPIT_COLS = { lg: 12, md: 10, sm: 4 } as const;

/** Bounds the server enforces on every saved layout. */
export const COCKPIT_LIMITS = {
  maxWidgets: 24,
  widgetIdMax: 40,
  minH: 1,
  maxH: 40,
  /** Far below any real layout's reach; a bound at all keeps a stray 1e9 out of the table. */
  maxY: 1000,
  nameMax: 50,
  titleMax: 50,
  /** A chart widget's window: one minute up to one year. */
  minRangeMs: 60_000,
  maxRangeMs: 366 * 86_400_000,
} as const;

/** The built-in default layout's id for a project: `builtin-<projectId>`. */
export const BUILTIN_LAYOUT_PREFIX = 'builtin-';

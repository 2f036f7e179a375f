import type { Db } from '../db/database';
import type { PointType } from '../db/tables/monitoring';
import { BUILTIN_LAYOUT_PREFIX, type CockpitBreakpoint, type CockpitWidgetType } from '../wire/cockpit-grid';
import type { CockpitGridItem, CockpitLayout, CockpitLayouts, CockpitWidget } from '../wire/cockpit';

// The default cockpit a project shows until an administrator publishes one: every widget type once, each chart fed
// by a real point of the project of the type it draws, laid out for the three breakpoints.

const DAY_MS = 86_400_000;

interface WidgetPlan {
  type: CockpitWidgetType;
  /** The point type the widget draws, and which of that type's points (0 first, 1 second, falling back to the first). */
  point?: { type: PointType; nth: number };
  rangeMs?: number;
}

const WIDGETS: readonly WidgetPlan[] = [
  { type: 'kpi' },
  { type: 'map' },
  { type: 'alarms' },
  { type: 'weather' },
  { type: 'seepageFlow', point: { type: 'seepage-flow', nth: 0 }, rangeMs: 7 * DAY_MS },
  { type: 'piezometric', point: { type: 'osmotic-pressure', nth: 0 }, rangeMs: 7 * DAY_MS },
  // A second piezometer where there is one, so two charts do not repeat a point; a hysteresis loop needs a month.
  { type: 'piezometricVsReservoir', point: { type: 'osmotic-pressure', nth: 1 }, rangeMs: 30 * DAY_MS },
  { type: 'surfaceDisplacement', point: { type: 'surface-displacement', nth: 0 }, rangeMs: 30 * DAY_MS },
  { type: 'inclinometerProfile', point: { type: 'deep-displacement', nth: 0 }, rangeMs: 30 * DAY_MS },
];

type Cell = [type: CockpitWidgetType, x: number, y: number, w: number, h: number];

// lg 12 columns: KPIs across the top, the map beside alarms and weather, then the charts two and three to a row.
const LG: Cell[] = [
  ['kpi', 0, 0, 12, 3],
  ['map', 0, 3, 6, 10],
  ['alarms', 6, 3, 3, 10],
  ['weather', 9, 3, 3, 10],
  ['seepageFlow', 0, 13, 6, 8],
  ['piezometric', 6, 13, 6, 8],
  ['piezometricVsReservoir', 0, 21, 4, 8],
  ['surfaceDisplacement', 4, 21, 4, 8],
  ['inclinometerProfile', 8, 21, 4, 8],
];
// md 10 columns: two to a row.
const MD: Cell[] = [
  ['kpi', 0, 0, 10, 3],
  ['map', 0, 3, 5, 10],
  ['alarms', 5, 3, 5, 10],
  ['weather', 0, 13, 4, 8],
  ['seepageFlow', 4, 13, 6, 8],
  ['piezometric', 0, 21, 5, 8],
  ['piezometricVsReservoir', 5, 21, 5, 8],
  ['surfaceDisplacement', 0, 29, 5, 8],
  ['inclinometerProfile', 5, 29, 5, 8],
];
// sm 4 columns: one column, the glanceable widgets first.
const SM_HEIGHTS: [CockpitWidgetType, number][] = [
  ['kpi', 5],
  ['alarms', 8],
  ['map', 9],
  ['weather', 8],
  ['seepageFlow', 8],
  ['piezometric', 8],
  ['piezometricVsReservoir', 8],
  ['surfaceDisplacement', 8],
  ['inclinometerProfile', 9],
];

const toItems = (cells: Cell[]): CockpitGridItem[] => cells.map(([i, x, y, w, h]) => ({ i, x, y, w, h }));

function stacked(heights: [CockpitWidgetType, number][], cols: number): CockpitGridItem[] {
  let y = 0;
  return heights.map(([i, h]) => {
    const item = { i, x: 0, y, w: cols, h };
    y += h;
    return item;
  });
}

export const BUILTIN_GRID: CockpitLayouts = { lg: toItems(LG), md: toItems(MD), sm: stacked(SM_HEIGHTS, 4) } satisfies Record<
  CockpitBreakpoint,
  CockpitGridItem[]
>;

/** The built-in widgets for a project whose enabled points, in display order, are `points`. */
export function builtinWidgets(points: readonly { id: string; type: string }[]): CockpitWidget[] {
  return WIDGETS.map((plan) => {
    const options: CockpitWidget['options'] = {};
    if (plan.point) {
      const ofType = points.filter((point) => point.type === plan.point?.type);
      const chosen = ofType[plan.point.nth] ?? ofType[0];
      if (chosen) options.pointId = chosen.id;
    }
    if (plan.rangeMs !== undefined) options.rangeMs = plan.rangeMs;
    return { i: plan.type, type: plan.type, options };
  });
}

export const builtinLayoutId = (projectId: string) => `${BUILTIN_LAYOUT_PREFIX}${projectId}`;

/** Reads the project's enabled points and composes its built-in layout, named `name` (in the caller's language). */
export async function builtinLayout(db: Db, projectId: string, name: string): Promise<CockpitLayout> {
  const points = await db
    .selectFrom('monitoringPoint')
    .select(['id', 'type'])
    .where('projectId', '=', projectId)
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('code')
    .execute();
  return {
    id: builtinLayoutId(projectId),
    name,
    projectId,
    scope: 'project',
    isDefault: true,
    widgets: builtinWidgets(points),
    layouts: BUILTIN_GRID,
    // Nothing stored: the layout is as new as the request that composed it.
    updatedAt: 0,
  };
}

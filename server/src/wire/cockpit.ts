import { Type, type Static } from 'typebox';
import { COCKPIT_COLS, COCKPIT_LIMITS, COCKPIT_WIDGET_TYPES } from './cockpit-grid';
import { ID_TEXT } from './monitoring-point';

// The cockpit's layouts and map config under /api/cockpit (issue 11), written once. Nothing here may import fastify,
// kysely or node. The console imports the types only; the values it needs are in cockpit-grid.ts.

export const COCKPIT_WIDGET_TYPE = Type.Enum(COCKPIT_WIDGET_TYPES);

/** A widget's key in the grid: letters, digits, `_` and `-`, so it is safe as a React key and a DOM id. */
export const COCKPIT_WIDGET_ID = Type.String({ minLength: 1, maxLength: COCKPIT_LIMITS.widgetIdMax, pattern: '^[A-Za-z0-9_-]+$' });

export const COCKPIT_WIDGET_OPTIONS = Type.Object(
  {
    /** The monitoring point a chart widget draws (its project's). */
    pointId: Type.Optional(ID_TEXT),
    /** How far back a chart widget looks, in milliseconds. */
    rangeMs: Type.Optional(Type.Integer({ minimum: COCKPIT_LIMITS.minRangeMs, maximum: COCKPIT_LIMITS.maxRangeMs })),
    /** A title replacing the widget type's own. */
    title: Type.Optional(Type.String({ maxLength: COCKPIT_LIMITS.titleMax })),
  },
  { additionalProperties: false },
);
export type CockpitWidgetOptions = Static<typeof COCKPIT_WIDGET_OPTIONS>;

export const COCKPIT_WIDGET = Type.Object(
  { i: COCKPIT_WIDGET_ID, type: COCKPIT_WIDGET_TYPE, options: COCKPIT_WIDGET_OPTIONS },
  { additionalProperties: false },
);
export type CockpitWidget = Static<typeof COCKPIT_WIDGET>;

// The schema bounds w by the widest breakpoint; the server checks w and x + w against each breakpoint's own columns.
const GRID_INTEGER = Type.Integer({ minimum: 0, maximum: COCKPIT_LIMITS.maxY });
export const COCKPIT_GRID_ITEM = Type.Object(
  {
    /** The widget this item places (its `i`). */
    i: COCKPIT_WIDGET_ID,
    x: Type.Integer({ minimum: 0, maximum: COCKPIT_COLS.lg - 1 }),
    y: GRID_INTEGER,
    w: Type.Integer({ minimum: 1, maximum: COCKPIT_COLS.lg }),
    h: Type.Integer({ minimum: COCKPIT_LIMITS.minH, maximum: COCKPIT_LIMITS.maxH }),
  },
  { additionalProperties: false },
);
export type CockpitGridItem = Static<typeof COCKPIT_GRID_ITEM>;

const GRID_ITEMS = Type.Array(COCKPIT_GRID_ITEM, { maxItems: COCKPIT_LIMITS.maxWidgets });
export const COCKPIT_LAYOUTS = Type.Object({ lg: GRID_ITEMS, md: GRID_ITEMS, sm: GRID_ITEMS }, { additionalProperties: false });
export type CockpitLayouts = Static<typeof COCKPIT_LAYOUTS>;

const COCKPIT_WIDGETS = Type.Array(COCKPIT_WIDGET, { minItems: 1, maxItems: COCKPIT_LIMITS.maxWidgets });
const LAYOUT_NAME = Type.String({ minLength: 1, maxLength: COCKPIT_LIMITS.nameMax });

export const COCKPIT_LAYOUT_SCOPE = Type.Union([Type.Literal('user'), Type.Literal('project')]);
export type CockpitLayoutScope = Static<typeof COCKPIT_LAYOUT_SCOPE>;

/** A layout as the server answers it. `builtin-<projectId>` is the default the server composes from the project's points. */
export const COCKPIT_LAYOUT = Type.Object({
  id: Type.String(),
  name: Type.String(),
  projectId: Type.String(),
  scope: COCKPIT_LAYOUT_SCOPE,
  /** The project's default: the published layout, or the built-in one when none is published. */
  isDefault: Type.Boolean(),
  widgets: Type.Array(COCKPIT_WIDGET),
  layouts: COCKPIT_LAYOUTS,
  updatedAt: Type.Number(),
});
export type CockpitLayout = Static<typeof COCKPIT_LAYOUT>;

export const COCKPIT_LAYOUT_LIST = Type.Object({ list: Type.Array(COCKPIT_LAYOUT) });

export const COCKPIT_PROJECT_QUERY = Type.Object(
  { projectId: ID_TEXT, _t: Type.Optional(Type.String({ maxLength: 20 })) },
  { additionalProperties: false },
);

/** PUT /api/cockpit/layouts/{id}: id, owner, scope, project and time are the server's. */
export const COCKPIT_LAYOUT_UPDATE_REQUEST = Type.Object(
  { name: LAYOUT_NAME, widgets: COCKPIT_WIDGETS, layouts: COCKPIT_LAYOUTS },
  { additionalProperties: false },
);
export type CockpitLayoutUpdateRequest = Static<typeof COCKPIT_LAYOUT_UPDATE_REQUEST>;

/** POST /api/cockpit/layouts: saved as the caller's own (scope 'user'). */
export const COCKPIT_LAYOUT_CREATE_REQUEST = Type.Object(
  { projectId: ID_TEXT, name: LAYOUT_NAME, widgets: COCKPIT_WIDGETS, layouts: COCKPIT_LAYOUTS },
  { additionalProperties: false },
);
export type CockpitLayoutCreateRequest = Static<typeof COCKPIT_LAYOUT_CREATE_REQUEST>;

export const COCKPIT_LAYOUT_PARAMS = Type.Object({ id: ID_TEXT });

/** [longitude, latitude] in degrees (GeoJSON order, as MapLibre takes it). */
export const LNG_LAT = Type.Tuple([Type.Number(), Type.Number()]);
export type LngLat = Static<typeof LNG_LAT>;

export const DAM_OUTLINE = Type.Object({
  damId: Type.String(),
  name: Type.String(),
  /** A closed ring (first point repeated last) around the dam's monitoring points. */
  ring: Type.Array(LNG_LAT),
});
export type DamOutline = Static<typeof DAM_OUTLINE>;

/** GET /api/cockpit/map. Null style URLs mean the console's embedded plain base map. */
export const COCKPIT_MAP_CONFIG = Type.Object({
  standardStyleUrl: Type.Union([Type.String(), Type.Null()]),
  satelliteStyleUrl: Type.Union([Type.String(), Type.Null()]),
  center: LNG_LAT,
  zoom: Type.Number(),
  outlines: Type.Array(DAM_OUTLINE),
});
export type CockpitMapConfig = Static<typeof COCKPIT_MAP_CONFIG>;

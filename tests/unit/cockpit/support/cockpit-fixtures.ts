import type { CockpitLayout, CockpitLayoutCreateRequest } from '../../../../server/src/wire/cockpit';
import { makePoint } from '../../monitoring/support/points';

export const PROJECT = { id: 'prj-1', name: 'Qingshui reservoir' };
export const END = Date.UTC(2026, 10, 25, 0, 0, 0);

export const POINTS = [
  makePoint({ id: 'sw1', code: 'QS-SW1', name: 'Reservoir', type: 'water-level' }),
  makePoint({ id: 'up1', code: 'QS-UP1', name: 'Core piezometer', type: 'osmotic-pressure', unit: 'kPa' }),
];

export const SERIES = {
  sw1: { unit: 'm', value: (hour: number) => 180 + hour / 1000 },
  up1: { unit: 'kPa', value: (hour: number) => 348 + Math.sin(hour / 10) },
};

const placed = (items: [string, number, number, number, number][]) => items.map(([i, x, y, w, h]) => ({ i, x, y, w, h }));

/** The project's default: headline figures over a piezometer chart. */
export const DEFAULT_LAYOUT: CockpitLayout = {
  id: 'builtin-prj-1',
  name: 'Dam safety',
  projectId: PROJECT.id,
  scope: 'project',
  isDefault: true,
  widgets: [
    { i: 'kpi-1', type: 'kpi', options: {} },
    { i: 'piezometric-1', type: 'piezometric', options: { pointId: 'up1' } },
  ],
  layouts: {
    lg: placed([
      ['kpi-1', 0, 0, 12, 3],
      ['piezometric-1', 0, 3, 6, 8],
    ]),
    md: placed([
      ['kpi-1', 0, 0, 10, 3],
      ['piezometric-1', 0, 3, 5, 8],
    ]),
    sm: placed([
      ['kpi-1', 0, 0, 4, 3],
      ['piezometric-1', 0, 3, 4, 8],
    ]),
  },
  updatedAt: 0,
};

/** What the server answers to a POST: the body stored as the caller's own layout. */
export function savedLayout(body: CockpitLayoutCreateRequest, id: string): CockpitLayout {
  return {
    id,
    name: body.name,
    projectId: body.projectId,
    scope: 'user',
    isDefault: false,
    widgets: body.widgets,
    layouts: body.layouts,
    updatedAt: 1,
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { polygonContains } from 'd3-polygon';
import { cockpitDb } from '../../../server/src/cockpit/cockpit-table';
import { metresBetween, OUTLINE_RADIUS_M } from '../../../server/src/cockpit/dam-outline';
import { COCKPIT_COLS, COCKPIT_WIDGET_TYPES } from '../../../server/src/wire/cockpit-grid';
import type { CockpitGridItem, CockpitLayout, CockpitWidget } from '../../../server/src/wire/cockpit';
import { RESERVOIR, RIVER } from '../monitoring/monitoring-test-app';
import { createCockpitApp, smallLayout, type CockpitContext } from './cockpit-fixture';

let ctx: CockpitContext;

beforeAll(async () => {
  ctx = await createCockpitApp();
});

afterAll(async () => {
  await ctx.close();
});

const LIST = `/api/cockpit/layouts?projectId=${RESERVOIR}`;
const layouts = async (person: Parameters<CockpitContext['get']>[0]): Promise<CockpitLayout[]> => {
  const answer = await ctx.get(person, LIST);
  expect(answer.code).toBe(200);
  return answer.data.list;
};
const save = (person: Parameters<CockpitContext['get']>[0], body: object) => ctx.send(person, 'POST', '/api/cockpit/layouts', body);

describe('the built-in default', () => {
  it('comes first for a project with nothing published, holds every widget type and real points of the right types', async () => {
    const [first] = await layouts('viewer');
    expect(first).toMatchObject({
      id: `builtin-${RESERVOIR}`,
      projectId: RESERVOIR,
      scope: 'project',
      isDefault: true,
      name: 'Default cockpit',
    });
    const widgets = first?.widgets ?? [];
    expect(widgets.map((widget) => widget.type).sort()).toEqual([...COCKPIT_WIDGET_TYPES].sort());
    const points = await ctx.database.db.selectFrom('monitoringPoint').select(['id', 'type', 'projectId']).execute();
    const typeOf = new Map(points.map((point) => [point.id, point]));
    const wanted: Record<string, string> = {
      seepageFlow: 'seepage-flow',
      piezometric: 'osmotic-pressure',
      piezometricVsReservoir: 'osmotic-pressure',
      surfaceDisplacement: 'surface-displacement',
      inclinometerProfile: 'deep-displacement',
    };
    for (const [type, pointType] of Object.entries(wanted)) {
      const widget = widgets.find((candidate) => candidate.type === type);
      const point = typeOf.get(widget?.options.pointId ?? '');
      expect({ type, pointType: point?.type, projectId: point?.projectId }).toEqual({ type, pointType, projectId: RESERVOIR });
    }
  });

  it('places every widget once on each breakpoint, within its columns and without overlaps', async () => {
    const [first] = await layouts('viewer');
    for (const breakpoint of ['lg', 'md', 'sm'] as const) {
      const items: CockpitGridItem[] = first?.layouts[breakpoint] ?? [];
      expect(items.map((item) => item.i).sort()).toEqual(first?.widgets.map((widget) => widget.i).sort());
      for (const item of items) expect(item.x + item.w).toBeLessThanOrEqual(COCKPIT_COLS[breakpoint]);
      const overlapping = items.flatMap((a, index) =>
        items
          .slice(index + 1)
          .filter((b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h)
          .map((b) => `${a.i}/${b.i}`),
      );
      expect({ breakpoint, overlapping }).toEqual({ breakpoint, overlapping: [] });
    }
  });

  it('is named in the caller language', async () => {
    const answer = await ctx.call('viewer', { method: 'GET', url: LIST, headers: { 'accept-language': 'zh-CN' } });
    expect(answer.data.list[0].name).toBe('默认驾驶舱');
  });
});

describe('project access', () => {
  it('refuses a project the caller is not a member of with 403', async () => {
    expect((await ctx.get('outsider', LIST)).code).toBe(403);
    expect((await ctx.get('viewer', `/api/cockpit/layouts?projectId=${RIVER}`)).code).toBe(403);
    expect((await save('viewer', { projectId: RIVER, name: 'Mine', ...smallLayout('mp-lj-up1') })).code).toBe(403);
  });

  it('answers 404 for a project that does not exist', async () => {
    expect((await ctx.get('admin', '/api/cockpit/layouts?projectId=prj-none')).code).toBe(404);
  });
});

describe('own layouts', () => {
  let engineerLayout: CockpitLayout;

  it('saves a personal copy that only its owner sees', async () => {
    const answer = await save('engineer', { projectId: RESERVOIR, name: 'Night shift', ...smallLayout() });
    expect(answer.code).toBe(200);
    engineerLayout = answer.data;
    expect(engineerLayout).toMatchObject({ name: 'Night shift', projectId: RESERVOIR, scope: 'user', isDefault: false, ...smallLayout() });
    expect((await layouts('engineer')).map((layout) => layout.id)).toEqual([`builtin-${RESERVOIR}`, engineerLayout.id]);
    expect((await layouts('viewer')).map((layout) => layout.id)).toEqual([`builtin-${RESERVOIR}`]);
  });

  it('lets the owner update it and keeps the server fields', async () => {
    const next = smallLayout();
    next.layouts.lg[1] = { i: 'flow', x: 4, y: 0, w: 8, h: 12 };
    const answer = await ctx.send('engineer', 'PUT', `/api/cockpit/layouts/${engineerLayout.id}`, { name: 'Night shift 2', ...next });
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      id: engineerLayout.id,
      name: 'Night shift 2',
      scope: 'user',
      projectId: RESERVOIR,
      layouts: next.layouts,
    });
    expect(answer.data.updatedAt).toBeGreaterThanOrEqual(engineerLayout.updatedAt);
  });

  it('answers 404 to anyone else changing or deleting it, as if it did not exist, and changes nothing', async () => {
    const url = `/api/cockpit/layouts/${engineerLayout.id}`;
    for (const person of ['viewer', 'duty', 'admin'] as const) {
      expect((await ctx.send(person, 'PUT', url, { name: 'Taken', ...smallLayout() })).code).toBe(404);
      expect((await ctx.send(person, 'DELETE', url)).code).toBe(404);
    }
    expect((await ctx.send('viewer', 'DELETE', '/api/cockpit/layouts/no-such-layout')).code).toBe(404);
    expect((await layouts('engineer'))[1]?.name).toBe('Night shift 2');
  });

  it('refuses to change or delete the built-in layout', async () => {
    const answer = await ctx.send('admin', 'DELETE', `/api/cockpit/layouts/builtin-${RESERVOIR}`);
    expect(answer.code).toBe(400);
    expect(answer.msg).toMatch(/built-in/);
  });

  it('deletes it for its owner', async () => {
    const created = await save('engineer', { projectId: RESERVOIR, name: 'Scratch', ...smallLayout() });
    expect((await ctx.send('engineer', 'DELETE', `/api/cockpit/layouts/${created.data.id}`)).code).toBe(200);
    expect((await layouts('engineer')).map((layout) => layout.id)).not.toContain(created.data.id);
  });
});

describe('malformed layouts', () => {
  const valid = () => ({ projectId: RESERVOIR, name: 'Bad', ...smallLayout() });
  const withWidgets = (count: number): CockpitWidget[] =>
    Array.from({ length: count }, (_, n) => ({ i: `w${n}`, type: 'kpi', options: {} }));
  const cases: [string, (body: ReturnType<typeof valid>) => object, RegExp][] = [
    ['layouts that are not arrays', (body) => ({ ...body, layouts: { ...body.layouts, lg: 'everything' } }), /lg/],
    ['a negative position', (body) => ({ ...body, layouts: { ...body.layouts, md: [{ i: 'alarms', x: -1, y: 0, w: 2, h: 2 }] } }), /x/],
    ['a zero width', (body) => ({ ...body, layouts: { ...body.layouts, md: [{ i: 'alarms', x: 0, y: 0, w: 0, h: 2 }] } }), /w/],
    ['an oversize height', (body) => ({ ...body, layouts: { ...body.layouts, sm: [{ i: 'alarms', x: 0, y: 0, w: 1, h: 41 }] } }), /h/],
    ['a fractional size', (body) => ({ ...body, layouts: { ...body.layouts, sm: [{ i: 'alarms', x: 0, y: 0, w: 1.5, h: 2 }] } }), /w/],
    ['an unknown widget type', (body) => ({ ...body, widgets: [...body.widgets, { i: 'x', type: 'stockTicker', options: {} }] }), /type/],
    [
      'a grid item naming no widget',
      (body) => ({ ...body, layouts: { ...body.layouts, lg: [{ i: 'ghost', x: 0, y: 0, w: 2, h: 2 }] } }),
      /"ghost".*not one of the widgets/,
    ],
    [
      'an item wider than the breakpoint',
      (body) => ({ ...body, layouts: { ...body.layouts, sm: [{ i: 'flow', x: 2, y: 0, w: 4, h: 2 }] } }),
      /sm.*"flow".*4 columns/,
    ],
    ['a widget key used twice', (body) => ({ ...body, widgets: [...body.widgets, { i: 'flow', type: 'kpi', options: {} }] }), /"flow"/],
    ['more than 24 widgets', (body) => ({ ...body, widgets: withWidgets(25) }), /widgets/],
    ['no widgets at all', (body) => ({ ...body, widgets: [] }), /widgets/],
    [
      'an unknown widget option',
      (body) => ({ ...body, widgets: [{ i: 'alarms', type: 'alarms', options: { colour: 'red' } }, body.widgets[1]] }),
      /colour/,
    ],
    [
      'a point of another project',
      (body) => ({ ...body, widgets: [body.widgets[0], { ...body.widgets[1], options: { pointId: 'mp-lj-up1' } }] }),
      /mp-lj-up1/,
    ],
    ['a server-owned id', (body) => ({ ...body, id: 'mine' }), /id/],
    ['a server-owned scope', (body) => ({ ...body, scope: 'project' }), /scope/],
    ['a server-owned updatedAt', (body) => ({ ...body, updatedAt: 1 }), /updatedAt/],
  ];

  it.each(cases)('refuses %s with 401 and a message naming the fault, storing nothing', async (_, spoil, named) => {
    const before = await ctx.layoutCount();
    const answer = await save('engineer', spoil(valid()));
    expect(answer.code).toBe(401);
    expect(answer.msg).toMatch(named);
    expect(await ctx.layoutCount()).toBe(before);
  });

  it('refuses the same faults on update, leaving the stored layout as it was', async () => {
    const created = await save('engineer', valid());
    const url = `/api/cockpit/layouts/${created.data.id}`;
    const { projectId: _, ...update } = valid();
    const answer = await ctx.send('engineer', 'PUT', url, {
      ...update,
      layouts: { ...update.layouts, lg: [{ i: 'ghost', x: 0, y: 0, w: 2, h: 2 }] },
    });
    expect(answer.code).toBe(401);
    expect((await ctx.send('engineer', 'PUT', url, { ...update, projectId: RIVER })).code).toBe(401);
    const stored = (await layouts('engineer')).find((layout) => layout.id === created.data.id);
    expect(stored?.layouts).toEqual(smallLayout().layouts);
  });
});

describe('publishing', () => {
  let adminLayout: CockpitLayout;
  let published: CockpitLayout;

  it('is for administrators only', async () => {
    const own = await save('engineer', { projectId: RESERVOIR, name: 'Mine to publish', ...smallLayout() });
    const answer = await ctx.send('engineer', 'POST', `/api/cockpit/layouts/${own.data.id}/Actions/Publish`);
    expect(answer.code).toBe(403);
    expect(answer.msg).toMatch(/administrators/);
    expect((await layouts('viewer'))[0]?.id).toBe(`builtin-${RESERVOIR}`);
  });

  it('makes a copy of an administrator layout the project default that every member sees first', async () => {
    adminLayout = (await save('admin', { projectId: RESERVOIR, name: 'Control room', ...smallLayout() })).data;
    const answer = await ctx.send('admin', 'POST', `/api/cockpit/layouts/${adminLayout.id}/Actions/Publish`);
    expect(answer.code).toBe(200);
    published = answer.data;
    expect(published).toMatchObject({
      name: 'Control room',
      scope: 'project',
      isDefault: true,
      projectId: RESERVOIR,
      widgets: adminLayout.widgets,
    });
    expect(published.id).not.toBe(adminLayout.id);
    for (const person of ['viewer', 'engineer', 'duty'] as const) {
      expect((await layouts(person))[0]).toMatchObject({ id: published.id, isDefault: true });
    }
    // The administrator keeps his own copy beside it.
    expect((await layouts('admin')).map((layout) => layout.id)).toEqual([published.id, adminLayout.id]);
  });

  it('replaces the previous default when another is published', async () => {
    const second = await save('admin', { projectId: RESERVOIR, name: 'Flood watch', ...smallLayout() });
    const answer = await ctx.send('admin', 'POST', `/api/cockpit/layouts/${second.data.id}/Actions/Publish`);
    const list = await layouts('viewer');
    expect(list.filter((layout) => layout.scope === 'project')).toEqual([answer.data]);
    published = answer.data;
  });

  it('lets only administrators change or delete the published default', async () => {
    const url = `/api/cockpit/layouts/${published.id}`;
    expect((await ctx.send('engineer', 'PUT', url, { name: 'Mine now', ...smallLayout() })).code).toBe(403);
    expect((await ctx.send('engineer', 'DELETE', url)).code).toBe(403);
    expect((await ctx.send('riverDuty', 'DELETE', url)).code).toBe(404);
    const renamed = await ctx.send('admin', 'PUT', url, { name: 'Flood watch (wet season)', ...smallLayout() });
    expect(renamed.data).toMatchObject({ id: published.id, scope: 'project', isDefault: true, name: 'Flood watch (wet season)' });
  });

  it('withdraws the default when the built-in layout is published, and refuses others doing so', async () => {
    expect((await ctx.send('duty', 'POST', `/api/cockpit/layouts/builtin-${RESERVOIR}/Actions/Publish`)).code).toBe(403);
    const answer = await ctx.send('admin', 'POST', `/api/cockpit/layouts/builtin-${RESERVOIR}/Actions/Publish`);
    expect(answer.data).toMatchObject({ id: `builtin-${RESERVOIR}`, isDefault: true });
    expect((await layouts('viewer'))[0]?.id).toBe(`builtin-${RESERVOIR}`);
  });
});

describe('a stored layout that no longer parses', () => {
  it('is answered with the built-in grid, never a 500, keeping its id so its owner can save over it', async () => {
    const builtin = (await layouts('viewer'))[0];
    const now = Date.now();
    const row = { projectId: RESERVOIR, createdAt: now, updatedAt: now, layouts: JSON.stringify(smallLayout().layouts) };
    await cockpitDb(ctx.database.db)
      .insertInto('cockpitLayout')
      .values([
        // A widget type since removed, as the published default.
        {
          ...row,
          id: 'corrupt-published',
          ownerId: 'usr-admin',
          scope: 'project',
          name: 'Old wall',
          widgets: JSON.stringify([{ i: 'alarms', type: 'removedWidget', options: {} }]),
        },
        // Text that is not JSON at all, as a user's own.
        { ...row, id: 'corrupt-own', ownerId: 'usr-viewer01', scope: 'user', name: 'Broken', widgets: '[{"i":' },
      ])
      .execute();
    const list = await layouts('viewer');
    expect(list[0]).toMatchObject({ id: 'corrupt-published', isDefault: true, widgets: builtin?.widgets, layouts: builtin?.layouts });
    expect(list[1]).toMatchObject({ id: 'corrupt-own', name: 'Broken', widgets: builtin?.widgets });
    const fixed = await ctx.send('viewer', 'PUT', '/api/cockpit/layouts/corrupt-own', { name: 'Fixed', ...smallLayout() });
    expect(fixed.data).toMatchObject({ id: 'corrupt-own', ...smallLayout() });
    expect((await ctx.send('admin', 'POST', '/api/cockpit/layouts/corrupt-published/Actions/Publish')).code).toBe(400);
  });
});

describe('the map config', () => {
  it('outlines each dam around its points near it, centres on the dams and opens at zoom 14.2 on the embedded base', async () => {
    const answer = await ctx.get('viewer', `/api/cockpit/map?projectId=${RESERVOIR}`);
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ standardStyleUrl: null, satelliteStyleUrl: null, zoom: 14.2 });
    const dams = await ctx.database.db
      .selectFrom('dam')
      .select(['id', 'latitude', 'longitude'])
      .where('projectId', '=', RESERVOIR)
      .execute();
    const points = await ctx.database.db
      .selectFrom('monitoringPoint')
      .select(['code', 'damId', 'latitude', 'longitude'])
      .where('projectId', '=', RESERVOIR)
      .execute();
    expect(answer.data.outlines.map((outline: { damId: string }) => outline.damId).sort()).toEqual(dams.map((dam) => dam.id).sort());
    for (const outline of answer.data.outlines as { damId: string; name: string; ring: [number, number][] }[]) {
      const dam = dams.find((candidate) => candidate.id === outline.damId);
      expect(outline.name).not.toBe('');
      expect(outline.ring.length).toBeGreaterThanOrEqual(4);
      expect(outline.ring.at(-1)).toEqual(outline.ring[0]);
      const inside = (point: { longitude: number; latitude: number }) => polygonContains(outline.ring, [point.longitude, point.latitude]);
      const ofDam = points.filter((point) => point.damId === outline.damId);
      const near = ofDam.filter(
        (point) => metresBetween([dam?.longitude ?? 0, dam?.latitude ?? 0], [point.longitude, point.latitude]) <= OUTLINE_RADIUS_M,
      );
      expect(near.filter((point) => !inside(point)).map((point) => point.code)).toEqual([]);
      // The upstream rain gauge, some 7 km up the catchment, is a point on the map but not part of the dam.
      expect(ofDam.filter((point) => !inside(point)).map((point) => point.code)).toEqual(['QS-RG2']);
    }
    const [lng, lat] = answer.data.center as [number, number];
    expect(metresBetween([lng, lat], [dams[0]?.longitude ?? 0, dams[0]?.latitude ?? 0])).toBeLessThan(500);
  });

  it('is for members of the project only', async () => {
    expect((await ctx.get('outsider', `/api/cockpit/map?projectId=${RESERVOIR}`)).code).toBe(403);
    expect((await ctx.get('admin', '/api/cockpit/map?projectId=prj-none')).code).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG, createShellTestApp, type ShellTestContext } from './shell-fixture';

let ctx: ShellTestContext;
beforeAll(async () => {
  ctx = await createShellTestApp();
});
afterAll(async () => {
  await ctx.close();
});

interface Node {
  id: string;
  children?: Node[];
}

/** The tree as nested ids, to compare shapes at a glance. */
function shape(nodes: Node[]): unknown[] {
  return nodes.map((node) => (node.children && node.children.length > 0 ? { [node.id]: shape(node.children) } : node.id));
}

describe('GET /api/permission/Organize/Tree', () => {
  it('answers enabled companies and departments as a sorted tree of tree items', async () => {
    const body = (await ctx.as('staff', { method: 'GET', url: '/api/permission/Organize/Tree' })).json();
    expect(body.code).toBe(200);
    expect(shape(body.data.list)).toEqual([{ [ORG.a]: [ORG.dispatch, { [ORG.dam]: [ORG.damSensors] }] }, { [ORG.b]: [ORG.bField] }]);
    const [companyA] = body.data.list;
    expect(companyA).toMatchObject({ id: ORG.a, parentId: '-1', fullName: '澜江水务', type: 'company', hasChildren: true, isLeaf: false });
    expect(companyA.children[0]).toMatchObject({ type: 'department', hasChildren: false, isLeaf: true, children: [] });
  });
});

describe('GET /api/permission/Organize/Selector/{id}', () => {
  it('leaves out the given unit and everything under it', async () => {
    const all = (await ctx.as('staff', { method: 'GET', url: '/api/permission/Organize/Selector/0' })).json();
    expect(shape(all.data.list)).toEqual([{ [ORG.a]: [ORG.dispatch, { [ORG.dam]: [ORG.damSensors] }] }, { [ORG.b]: [ORG.bField] }]);
    const withoutDam = (await ctx.as('staff', { method: 'GET', url: `/api/permission/Organize/Selector/${ORG.dam}` })).json();
    expect(shape(withoutDam.data.list)).toEqual([{ [ORG.a]: [ORG.dispatch] }, { [ORG.b]: [ORG.bField] }]);
  });
});

describe('GET /api/permission/Organize', () => {
  it('answers the management tree with disabled units to those with the organisation page', async () => {
    const body = (await ctx.as('manager', { method: 'GET', url: '/api/permission/Organize', query: { _t: '1' } })).json();
    expect(body.code).toBe(200);
    expect(shape(body.data.list)).toEqual([
      { [ORG.a]: [ORG.dispatch, { [ORG.dam]: [ORG.damSensors] }, ORG.closed] },
      { [ORG.b]: [ORG.bField] },
    ]);
    const closed = body.data.list[0].children[2];
    expect(closed).toMatchObject({ enabledMark: 0, category: 'department', enCode: 'DEPT-CLOSED', sortCode: 30 });
  });

  it('keeps the ancestors of keyword matches so the tree stays whole', async () => {
    const body = (await ctx.as('admin', { method: 'GET', url: '/api/permission/Organize', query: { keyword: '监测' } })).json();
    expect(shape(body.data.list)).toEqual([{ [ORG.a]: [{ [ORG.dam]: [ORG.damSensors] }] }]);
    const none = (
      await ctx.as('admin', { method: 'GET', url: '/api/permission/Organize', query: { keyword: 'nothing-like-this' } })
    ).json();
    expect(none.data.list).toEqual([]);
  });

  it('is refused without the organisation page', async () => {
    expect((await ctx.as('limited', { method: 'GET', url: '/api/permission/Organize' })).json().code).toBe(403);
  });
});

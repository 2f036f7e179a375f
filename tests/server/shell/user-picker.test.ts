import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG, createShellTestApp, type ShellTestContext } from './shell-fixture';

let ctx: ShellTestContext;
beforeAll(async () => {
  ctx = await createShellTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function pick(organizeId: string, payload?: Record<string, unknown>) {
  const response = await ctx.as('staff', {
    method: 'POST',
    url: `/api/permission/Users/ImUser/Selector/${organizeId}`,
    ...(payload ? { payload } : {}),
  });
  return response.json();
}

describe('POST /api/permission/Users/ImUser/Selector/{organizeId}', () => {
  it("answers the top companies for '0', in sort order, as openable nodes", async () => {
    const body = await pick('0', {});
    expect(body.code).toBe(200);
    expect(body.data.list).toEqual([
      expect.objectContaining({ id: ORG.a, fullName: '澜江水务', type: 'company', hasChildren: true, isLeaf: false }),
      expect.objectContaining({ id: ORG.b, fullName: 'Alpha Hydro', type: 'company', hasChildren: true, isLeaf: false }),
    ]);
  });

  it("answers a company's departments, then the people directly in it", async () => {
    const body = await pick(ORG.a);
    expect(body.data.list.map((node: { id: string; type: string }) => [node.id, node.type])).toEqual([
      [ORG.dispatch, 'department'],
      [ORG.dam, 'department'],
      ['u-chief', 'user'],
    ]);
    expect(body.data.list[2]).toMatchObject({
      fullName: '赵总/chief',
      isLeaf: true,
      hasChildren: false,
      headIcon: '',
      organize: '澜江水务',
    });
    // The closed department and the disabled person stay out of the picker.
    expect(JSON.stringify(body.data.list)).not.toContain(ORG.closed);
  });

  it('answers a department level: sub-departments and enabled staff', async () => {
    const dispatch = await pick(ORG.dispatch, { keyword: '' });
    expect(dispatch.data.list.map((node: { id: string }) => node.id)).toEqual(['u-admin', 'u-manager']);
    const dam = await pick(ORG.dam);
    expect(dam.data.list).toEqual([
      expect.objectContaining({ id: ORG.damSensors, type: 'department', hasChildren: true, isLeaf: false }),
      expect.objectContaining({ id: 'u-limited', type: 'user', organize: '澜江水务/大坝安全部' }),
    ]);
    expect((await pick(ORG.closed)).code).toBe(404);
  });

  it('searches people anywhere with a keyword, flat, with where they work, at most 50', async () => {
    const one = await pick('0', { keyword: ' 建国 ' });
    expect(one.data.list).toEqual([
      expect.objectContaining({
        id: 'u-staff',
        type: 'user',
        isLeaf: true,
        fullName: '张建国/staff01',
        organize: '澜江水务/大坝安全部/监测组',
      }),
    ]);
    const many = await pick(ORG.dispatch, { keyword: 'bulk' });
    expect(many.data.list).toHaveLength(50);
    expect(many.data.list[0]).toMatchObject({ id: 'u-bulk-001', organize: 'Alpha Hydro/Field team' });
    expect((await pick('0', { keyword: 'gone01' })).data.list).toEqual([]);
    expect((await pick('0', { keyword: 'x'.repeat(101) })).code).toBe(401);
  });
});

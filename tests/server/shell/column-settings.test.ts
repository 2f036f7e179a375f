import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU, createShellTestApp, type ShellTestContext } from './shell-fixture';

let ctx: ShellTestContext;
beforeAll(async () => {
  ctx = await createShellTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type Who = 'admin' | 'manager' | 'limited' | 'staff';

const columns = [
  { prop: 'account', label: '账号', visible: true, fixed: 'left', width: 140 },
  { prop: 'realName', label: '姓名', visible: true },
  { prop: 'email', label: '邮箱', visible: false },
];

function save(who: Who, moduleId: string, fieldList: string, bodyModuleId = moduleId) {
  return ctx.as(who, {
    method: 'PUT',
    url: `/api/permission/Authority/SetColumnsByModuleId/${moduleId}`,
    payload: { moduleId: bodyModuleId, fieldList },
  });
}

async function read(who: Who, moduleId: string) {
  return (
    await ctx.as(who, { method: 'GET', url: `/api/permission/Authority/GetColumnsByModuleId/${moduleId}`, query: { _t: '1' } })
  ).json();
}

describe('column settings', () => {
  it('answers an empty list before anything is saved', async () => {
    expect(await read('manager', MENU.user)).toEqual({ code: 200, msg: 'Success', data: [] });
  });

  it('saves per user and per module, and reads back the parsed list', async () => {
    expect((await save('manager', MENU.user, JSON.stringify(columns))).json()).toMatchObject({ code: 200, data: columns });
    expect((await read('manager', MENU.user)).data).toEqual(columns);
    // Another person and another page of the same person are untouched.
    expect((await read('limited', MENU.user)).data).toEqual([]);
    expect((await read('manager', MENU.alarms)).data).toEqual([]);
    const mine = [
      { prop: 'realName', visible: true },
      { prop: 'account', visible: false },
    ];
    expect((await save('limited', MENU.user, JSON.stringify(mine))).json().code).toBe(200);
    expect((await read('limited', MENU.user)).data).toEqual(mine);
    expect((await read('manager', MENU.user)).data).toEqual(columns);
  });

  it('replaces a saved layout, keeps only known keys, and clears it with an empty list', async () => {
    const next = [{ prop: 'email', visible: true, fixed: 'right', width: 200.4, sortable: true }];
    expect((await save('admin', MENU.alarms, JSON.stringify(columns))).json().code).toBe(200);
    expect((await save('admin', MENU.alarms, JSON.stringify(next))).json().code).toBe(200);
    expect((await read('admin', MENU.alarms)).data).toEqual([{ prop: 'email', visible: true, fixed: 'right', width: 200 }]);
    expect((await save('admin', MENU.alarms, '[]')).json()).toMatchObject({ code: 200, data: [] });
    expect((await read('admin', MENU.alarms)).data).toEqual([]);
    const rows = await ctx.database.db.selectFrom('columnSetting').select('moduleId').where('userId', '=', 'u-admin').execute();
    expect(rows).toEqual([]);
  });

  it('refuses a bad fieldList with 401 and a message, storing nothing', async () => {
    const cases: [string, string][] = [
      ['not json', 'fieldList is not valid JSON'],
      ['{"prop":"a"}', 'fieldList must be a JSON list of columns'],
      ['[{"prop":"a"}]', 'fieldList[0].visible must be true or false'],
      ['[{"prop":"","visible":true}]', 'fieldList[0].prop must be a non-empty text of at most 100 characters'],
      ['[{"prop":"a","visible":true},{"prop":"a","visible":false}]', "fieldList[1].prop 'a' appears twice"],
      ['[{"prop":"a","visible":true,"width":-3}]', 'fieldList[0].width must be a number of pixels between 1 and 2000'],
      ['[{"prop":"a","visible":true,"fixed":"middle"}]', "fieldList[0].fixed must be 'left', 'right' or false"],
      ['[7]', 'fieldList[0] must be an object'],
      [JSON.stringify(Array.from({ length: 201 }, (_, i) => ({ prop: `c${i}`, visible: true }))), 'fieldList has more than 200 columns'],
    ];
    for (const [fieldList, msg] of cases) {
      expect((await save('staff', MENU.alarms, fieldList)).json()).toEqual({ code: 401, msg });
    }
    expect((await read('staff', MENU.alarms)).data).toEqual([]);
    const stored = await ctx.database.db.selectFrom('columnSetting').select('moduleId').where('userId', '=', 'u-staff').execute();
    expect(stored).toEqual([]);
  });

  it('refuses a body whose moduleId differs from the path, or a missing fieldList', async () => {
    expect((await save('staff', MENU.alarms, '[]', MENU.user)).json()).toEqual({
      code: 401,
      msg: 'moduleId must be the same as the module in the path',
    });
    const missing = await ctx.as('staff', {
      method: 'PUT',
      url: `/api/permission/Authority/SetColumnsByModuleId/${MENU.alarms}`,
      payload: { moduleId: MENU.alarms },
    });
    expect(missing.json()).toEqual({ code: 401, msg: 'fieldList is required' });
  });

  it('refuses a module the user cannot see with 403, and reads it as empty', async () => {
    const valid = JSON.stringify([{ prop: 'account', visible: true }]);
    expect((await save('staff', MENU.user, valid)).json().code).toBe(403);
    expect((await save('admin', MENU.retired, valid)).json().code).toBe(403);
    expect((await save('admin', 'no-such-menu', valid)).json().code).toBe(403);
    expect((await read('staff', MENU.user)).data).toEqual([]);
  });
});

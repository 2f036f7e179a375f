import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';
import { signInAs } from '../current-user/sign-in-as';
import { dbFingerprint } from '../contract/db-fingerprint';
import { jsonBodySchema, label, routeTable, type RouteEntry } from '../contract/route-table';
import { sampleOf } from '../contract/sample-body';

// Every route under /api/permission and /api/system, read from the route table (so a route added tomorrow is checked
// too), called by a signed-in person who holds nothing: no role, position, department, group or grant of his own.
// Each must answer a non-200 code and write nothing, unless it is on this list of routes every signed-in person may
// call on purpose.

/** Open to every signed-in person, each for a reason. */
const OPEN_TO_EVERYONE = new Set([
  // The person's own record and settings (profile, theme, language, password, avatar, own log and rights).
  'GET /api/permission/Users/Current/BaseInfo',
  'PUT /api/permission/Users/Current/BaseInfo',
  'POST /api/permission/Users/Current/Actions/ModifyPassword',
  'PUT /api/permission/Users/Current/SystemTheme',
  'PUT /api/permission/Users/Current/SystemLanguage',
  'PUT /api/permission/Users/Current/Avatar/{value}',
  'GET /api/permission/Users/Current/Subordinate/{id}',
  'GET /api/permission/Users/Current/Authorize',
  'GET /api/permission/Users/Current/SystemLog',
  'GET /api/permission/Users/Current/getUserOrganizes',
  'GET /api/permission/Users/Current/getUserPositions',
  'PUT /api/permission/Users/Current/major',
  'POST /api/permission/Users/getSubordinates',
  // One's own record is readable in full (users-contract).
  'GET /api/permission/Users/{id}',
  // Pickers and tree selects every form uses: names, accounts and units, never contact details or rights.
  'GET /api/permission/Users/Selector',
  'GET /api/permission/Users/All',
  'POST /api/permission/Users/getUserList',
  'POST /api/permission/Users/ImUser/Selector/{organizeId}',
  'GET /api/permission/Users/getOrganization',
  'GET /api/permission/Organize/Tree',
  'GET /api/permission/Organize/Selector/{id}',
  'GET /api/permission/Organize/Department/Selector/{id}',
  'GET /api/permission/Organize/Department/SelectorByAuth/{id}',
  'GET /api/permission/Position/Selector',
  'GET /api/permission/Position/All',
  'GET /api/permission/Role/Selector',
  'GET /api/permission/Role/SelectorByPermission',
  'POST /api/permission/Role/getListByOrgIds',
  'GET /api/permission/Group/Selector',
  // Reference lists every page loads, and the lookups of form components (contract section 7).
  'GET /api/system/DictionaryData/All',
  'GET /api/system/DictionaryData/{id}',
  'GET /api/system/DictionaryData/{id}/Data/Selector',
  'GET /api/system/DictionaryType/Selector/{id}',
  'GET /api/system/Area/{id}/Selector/{parentId}',
  'POST /api/system/Area/GetAreaByIds',
  'GET /api/system/BillRule/BillNumber/{enCode}',
  'GET /api/system/printDev/Selector',
  'GET /api/system/DataInterface/Selector',
  // Pickers added by the organisation and system-data areas (named in the H3 report for the lead to confirm).
  'GET /api/system/Area/{id}/Selector/{excludeId}',
  'GET /api/permission/Organize/Department/roleSelector/{id}',
  'GET /api/permission/Organize/Department/projectSelector/{id}',
  'GET /api/permission/Users/GetUsersByRoleOrgId',
  'GET /api/permission/Users/ImUser',
  'GET /api/system/BillRule/Selector',
  // The site settings the login page shows (public).
  'GET /api/system/SysConfig',
  // A person's own feedback (administrators see everyone's), column layout and project weather.
  'GET /api/system/Feedback',
  'GET /api/permission/Authority/GetColumnsByModuleId/{id}',
  'PUT /api/permission/Authority/SetColumnsByModuleId/{id}',
  'POST /api/system/Feedback',
  'GET /api/system/weather',
]);

/** A real id per area in the path, so a refusal comes from the permission check rather than from a missing record. */
function pathFor(entry: RouteEntry): string {
  const ids: [RegExp, string][] = [
    [/\/Role\b/, 'role-viewer'],
    [/\/Group\b/, 'grp-flood-duty'],
    [/\/Position\b/, 'pos-dam-engineer'],
    [/\/Organize\b/, 'dept-it'],
    [/\/Users\b/, 'usr-viewer01'],
    [/\/Authority\/Data\b/, 'role-viewer'],
    [/\/OnlineUser\b/, 'usr-viewer01'],
  ];
  const value = ids.find(([pattern]) => pattern.test(entry.path))?.[1] ?? 'matrix-probe';
  return entry.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => (name === 'userId' ? 'usr-viewer01' : value));
}

function queryFor(entry: RouteEntry): Record<string, string> {
  const query: Record<string, string> = {};
  for (const parameter of entry.operation.parameters ?? []) {
    if (parameter.in !== 'query' || !parameter.required) continue;
    if (parameter.name === 'objectType') query[parameter.name] = 'Role';
    else if (parameter.name === 'projectId') query[parameter.name] = 'prj-qingshui-dam';
    else if (parameter.schema.type === 'integer' || parameter.schema.type === 'number')
      query[parameter.name] = String(parameter.schema.minimum ?? 1);
    else query[parameter.name] = 'matrix-probe';
  }
  return query;
}

let ctx: TestContext;
let token: string;
let routes: RouteEntry[];

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.db
    .insertInto('users')
    .values({
      id: 'usr-nobody',
      account: 'nobody',
      realName: '无权限',
      organizeId: 'org-lanjiang',
      passwordHash: 'x',
      createdAt: 1,
      mobilePhone: null,
      email: null,
      departmentId: null,
      positionId: null,
      parentId: null,
      managerId: null,
      description: null,
    })
    .execute();
  token = await signInAs(ctx, 'usr-nobody');
  routes = routeTable(ctx.app).filter((entry) => /^\/api\/(permission|system)\//.test(entry.path));
});
afterAll(async () => {
  await ctx.close();
});

describe('the permission matrix', () => {
  it('refuses every administration call to a person without rights, and writes nothing', async () => {
    expect(routes.length).toBeGreaterThan(20);
    const before = await dbFingerprint(ctx);
    const answered: string[] = [];
    for (const entry of routes) {
      if (OPEN_TO_EVERYONE.has(label(entry))) continue;
      const schema = jsonBodySchema(entry);
      const body = schema ? sampleOf(schema) : undefined;
      const response = await ctx.app.inject({
        method: entry.method,
        url: pathFor(entry),
        query: queryFor(entry),
        headers: { authorization: token, 'accept-language': 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      const code = response.headers['content-type']?.toString().includes('application/json')
        ? (response.json() as { code: number }).code
        : response.statusCode;
      if (code === 200 || code === 500) answered.push(`${label(entry)} -> ${code}`);
    }
    expect(answered).toEqual([]);
    expect(await dbFingerprint(ctx)).toEqual(before);
  });
});

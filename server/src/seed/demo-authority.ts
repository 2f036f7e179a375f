import type { Db } from '../db/database';
import type { DataScopeName, GrantObjectType } from '../db/tables/authority';
import { ORG, POSITION } from './demo-organisation';
import { ROLE } from './demo-people';

// The demo's grants beyond what each role holds (seed-demo.ts, demo-grants.ts), so the grant screens show something
// real: a patrol role holding only a few pages and their view button, a flood-duty group, a position with its own
// rights, and data scopes for the demo roles. Written once, on the first start that finds the patrol role missing.

export const PATROL_ROLE_ID = 'role-patrol';
export const FLOOD_DUTY_GROUP_ID = 'grp-flood-duty';

/** Pages (enCodes) and the buttons held on them; the directories above each page are granted with it. */
interface DemoGrant {
  objectType: GrantObjectType;
  objectId: string;
  pages: Record<string, readonly string[]>;
  scopes: Record<string, DataScopeName>;
}

const DEMO_GRANTS: readonly DemoGrant[] = [
  {
    // 巡查员: river and dam patrols, looking only.
    objectType: 'Role',
    objectId: PATROL_ROLE_ID,
    pages: {
      home: [],
      'monitoring.alarms': ['btn_detail'],
      'monitoring.weather': ['btn_detail'],
      'workOrder.list': ['btn_detail'],
      'workOrder.riverPatrol': ['btn_detail'],
    },
    scopes: { 'workOrder.list': 'department', 'monitoring.alarms': 'department' },
  },
  {
    // 防汛值守组: in flood season its members see the whole organisation's alarms and work orders.
    objectType: 'Group',
    objectId: FLOOD_DUTY_GROUP_ID,
    pages: { 'monitoring.cockpit': [], 'workOrder.statistics': ['btn_detail', 'btn_export'] },
    scopes: { 'monitoring.alarms': 'organization', 'workOrder.list': 'organization' },
  },
  {
    // 巡查队长: raises and edits river-patrol work orders, and reads those of his department and below.
    objectType: 'Position',
    objectId: POSITION.patrolLeader,
    pages: { 'workOrder.riverPatrol': ['btn_detail', 'btn_add', 'btn_edit'] },
    scopes: { 'workOrder.list': 'departmentAndBelow' },
  },
  {
    // 河道巡查队: everyone there reads the weather page and exports alarms for the patrol log.
    objectType: 'Organize',
    objectId: ORG.riverPatrol,
    pages: { 'monitoring.weather': ['btn_detail'], 'monitoring.alarms': ['btn_detail', 'btn_export'] },
    scopes: {},
  },
];

/** Data scopes of the demo roles on the pages whose lists honour them. */
export const ROLE_SCOPES: readonly { roleId: string; scope: DataScopeName; pages: readonly string[] }[] = [
  {
    roleId: ROLE.administrator,
    scope: 'all',
    pages: ['system.user', 'system.organize', 'workOrder.list', 'workOrder.recurringTasks', 'monitoring.alarms'],
  },
  {
    roleId: ROLE.engineer,
    scope: 'organization',
    pages: ['system.user', 'system.organize', 'workOrder.list', 'workOrder.recurringTasks', 'monitoring.alarms'],
  },
  { roleId: ROLE.dutyOfficer, scope: 'department', pages: ['workOrder.list', 'workOrder.recurringTasks', 'monitoring.alarms'] },
];

const PATROL_MEMBERS = ['usr-patrol01', 'usr-patrol01-sub01'];
const FLOOD_DUTY_MEMBERS = ['usr-duty01', 'usr-duty02', 'usr-engineer01'];

/** Writes the demo's grants once; does nothing when the patrol role exists or the demo organisation does not. */
export async function seedDemoAuthority(db: Db): Promise<void> {
  const [patrol, company, menus] = await Promise.all([
    db.selectFrom('role').select('id').where('id', '=', PATROL_ROLE_ID).executeTakeFirst(),
    db.selectFrom('organize').select('id').where('id', '=', ORG.company).executeTakeFirst(),
    db.selectFrom('menu').select(['id', 'parentId', 'enCode']).execute(),
  ]);
  if (patrol || !company) return;
  const menuByCode = new Map(menus.map((menu) => [menu.enCode, menu]));
  const menuById = new Map(menus.map((menu) => [menu.id, menu]));
  const elements = await db.selectFrom('menuElement').select(['id', 'menuId', 'kind', 'enCode']).execute();
  const users = new Set((await db.selectFrom('users').select('id').execute()).map((row) => row.id));
  const now = Date.now();

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('role')
      .values({
        id: PATROL_ROLE_ID,
        enCode: 'patrol',
        fullName: '巡查员',
        description: '河道与大坝巡查：只读查看告警、天气与巡查工单',
        sortCode: 50,
        createdAt: now,
      })
      .execute();
    await trx
      .insertInto('userGroup')
      .values({
        id: FLOOD_DUTY_GROUP_ID,
        enCode: 'flood.duty',
        fullName: '防汛值守组',
        description: '汛期跨部门值守',
        sortCode: 10,
        createdAt: now,
        lastModifyAt: null,
      })
      .execute();
    const members = PATROL_MEMBERS.filter((id) => users.has(id)).map((userId) => ({ userId, roleId: PATROL_ROLE_ID }));
    if (members.length > 0) await trx.insertInto('userRole').values(members).execute();
    const groupMembers = FLOOD_DUTY_MEMBERS.filter((id) => users.has(id)).map((userId) => ({ userId, groupId: FLOOD_DUTY_GROUP_ID }));
    if (groupMembers.length > 0) await trx.insertInto('userGroupMember').values(groupMembers).execute();

    for (const grant of DEMO_GRANTS) {
      const items: { itemKind: 'menu' | 'button'; itemId: string }[] = [];
      const menuIds = new Set<string>();
      for (const [page, buttons] of Object.entries(grant.pages)) {
        let menu = menuByCode.get(page);
        if (!menu) continue;
        for (const element of elements)
          if (element.menuId === menu.id && element.kind === 'button' && buttons.includes(element.enCode))
            items.push({ itemKind: 'button', itemId: element.id });
        while (menu && !menuIds.has(menu.id)) {
          menuIds.add(menu.id);
          menu = menuById.get(menu.parentId);
        }
      }
      for (const itemId of menuIds) items.push({ itemKind: 'menu', itemId });
      if (grant.objectType === 'Role') {
        if (items.length > 0)
          await trx
            .insertInto('roleGrant')
            .values(items.map((item) => ({ roleId: grant.objectId, ...item })))
            .execute();
      } else if (items.length > 0) {
        await trx
          .insertInto('authorityGrant')
          .values(
            items.map((item) => ({ objectType: grant.objectType as Exclude<GrantObjectType, 'Role'>, objectId: grant.objectId, ...item })),
          )
          .execute();
      }
      const scopes = Object.entries(grant.scopes).flatMap(([page, scope]) => {
        const menuId = menuByCode.get(page)?.id;
        return menuId ? [{ objectType: grant.objectType, objectId: grant.objectId, menuId, scope }] : [];
      });
      if (scopes.length > 0) await trx.insertInto('dataScopeGrant').values(scopes).execute();
    }

    const roleScopes = ROLE_SCOPES.flatMap(({ roleId, scope, pages }) =>
      pages.flatMap((page) => {
        const menuId = menuByCode.get(page)?.id;
        return menuId ? [{ objectType: 'Role' as const, objectId: roleId, menuId, scope }] : [];
      }),
    );
    if (roleScopes.length > 0) await trx.insertInto('dataScopeGrant').values(roleScopes).execute();
  });
}

import type { Insertable } from 'kysely';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { UsersTable } from '../db/tables/core';
import { hashPassword, md5Hex } from '../auth/passwords';
import { DEMO_MENUS } from './demo-menus';
import { grantRows } from './demo-grants';
import { ORG, organizeRows, positionRows, projectRows } from './demo-organisation';
import { DEMO_USERS, projectMemberRows, roleRows, userRoleRows } from './demo-people';
import { siteConfigRows } from './demo-site-config';
import { placeMenus } from './menu-rows';

async function userRows(config: ServerConfig, now: number): Promise<Insertable<UsersTable>[]> {
  // Ten scrypt runs in parallel keep the first start fast; each user still gets their own salt.
  const hashed = await Promise.all(
    DEMO_USERS.map((user) => hashPassword(md5Hex(user.password === 'admin' ? config.adminPassword : config.demoPassword))),
  );
  return DEMO_USERS.map((user, index) => ({
    id: user.id,
    account: user.account,
    parentId: user.parentId,
    realName: user.realName,
    mobilePhone: user.mobilePhone,
    email: user.email,
    headIcon: '',
    organizeId: ORG.company,
    departmentId: user.departmentId,
    positionId: user.positionId,
    passwordHash: hashed[index] as string,
    isAdministrator: user.isAdministrator,
    enabledMark: user.enabledMark,
    language: 'zh_CN',
    theme: 'classic',
    portalId: '',
    sortCode: user.sortCode,
    createdAt: now,
    managerId: user.managerId,
    description: null,
  }));
}

/**
 * Fills an empty database with the demo organisation (server/docs/demo-data.md): company, departments,
 * positions, two projects, four roles, ten users, the menu tree with its elements and grants, and site settings.
 * Returns false, touching nothing, when any user already exists. All rows go in one transaction.
 */
export async function seedDemoData(db: Db, config: ServerConfig): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const now = Date.now();
  const users = await userRows(config, now);
  const placed = placeMenus(DEMO_MENUS);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('organize').values(organizeRows(now)).execute();
    await trx.insertInto('position').values(positionRows()).execute();
    await trx.insertInto('project').values(projectRows(now)).execute();
    await trx.insertInto('role').values(roleRows()).execute();
    await trx.insertInto('users').values(users).execute();
    await trx.insertInto('userRole').values(userRoleRows()).execute();
    await trx.insertInto('projectMember').values(projectMemberRows()).execute();
    await trx
      .insertInto('menu')
      .values(placed.map((menu) => menu.row))
      .execute();
    await trx
      .insertInto('menuElement')
      .values(placed.flatMap((menu) => menu.elements))
      .execute();
    await trx.insertInto('roleGrant').values(grantRows(placed)).execute();
    await trx.insertInto('sysConfig').values(siteConfigRows()).execute();
  });
  return true;
}

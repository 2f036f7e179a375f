import type { FastifyInstance } from 'fastify';
import { ROLE_MEMBERSHIP } from '../authority/members';
import { memberRoutes } from '../authority/member-routes';
import { ROLE_MENU_CODE } from './role-access';
import { roleListRoutes } from './role-list';
import { roleSelectorRoutes } from './role-selectors';
import { ADMINISTRATOR_ROLE_CODE } from './role-store';
import { roleWriteRoutes } from './role-write';

/** Roles under /api/permission/Role (seed 000 section 7.8, seed 001 section 7). */
export async function rolesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(roleListRoutes);
  await app.register(roleSelectorRoutes);
  await app.register(roleWriteRoutes);
  await app.register(
    memberRoutes({
      base: '/permission/Role',
      menuCode: ROLE_MENU_CODE,
      objectType: 'Role',
      membership: ROLE_MEMBERSHIP,
      missingKey: 'authority.no-such-role',
      findOwner: async (db, id) => {
        const row = await db.selectFrom('role').select(['fullName', 'enCode']).where('id', '=', id).executeTakeFirst();
        return row ? { fullName: row.fullName, administrator: row.enCode === ADMINISTRATOR_ROLE_CODE } : undefined;
      },
    }),
  );
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requestLanguage } from '../../i18n/request-language';
import { areaTranslator } from '../../i18n/server-i18n';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { readUnitIndex } from '../../shell/data-scope-units';
import { readUserGrants } from '../../shell/user-grants';
import { CACHE_BUSTER_QUERY, listEnvelopeOf } from '../../wire/envelope';
import { PROJECT_ROLE, ROLE_BY_ORGANIZE_REQUEST, ROLE_ITEM, type RoleItem } from '../../wire/roles';
import { TREE_ITEM, type TreeItem } from '../../wire/tree-item';
import { withinHoldings } from '../authority/holdings';
import { projectUnitIds, requireVisibleProject } from './role-access';
import { ADMINISTRATOR_ROLE_CODE, allRoles } from './role-store';

// Open to every signed-in person: forms everywhere pick roles (the user form, work-order assignment). They show names
// and codes, never who holds what rights.

const ProjectQuery = Type.Object({ projectId: Type.String({ minLength: 1, maxLength: 64 }), ...CACHE_BUSTER_QUERY });
/** The synthetic node global roles hang under in the selector tree. */
const GLOBAL_NODE_ID = 'global';

const roleLeaf = (role: RoleItem, parentId: string): TreeItem => ({
  id: role.id,
  parentId,
  fullName: role.fullName,
  enCode: role.enCode,
  icon: 'TeamOutlined',
  type: 'role',
  hasChildren: false,
  isLeaf: true,
});

/** Roles that apply inside a set of units: global ones and those tied to one of the units. */
const applyingIn = (roles: RoleItem[], unitIds: ReadonlySet<string>) =>
  roles.filter((role) => role.globalMark === 1 || role.organizeIds.some((id) => unitIds.has(id)));

export const roleSelectorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The role picker: global roles under one node, then each unit that has roles with them (path as its name).
  app.get(
    '/permission/Role/Selector',
    { schema: { querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: listEnvelopeOf(TREE_ITEM) } } },
    async (request) => {
      const [roles, units] = await Promise.all([allRoles(app.db, { enabledMark: 1 }), readUnitIndex(app.db)]);
      const t = areaTranslator(requestLanguage(request), 'authority');
      const nodes: TreeItem[] = [];
      const global = roles.filter((role) => role.globalMark === 1).map((role) => roleLeaf(role, GLOBAL_NODE_ID));
      if (global.length > 0) {
        nodes.push({
          id: GLOBAL_NODE_ID,
          parentId: '-1',
          fullName: t('global-roles'),
          icon: 'ApartmentOutlined',
          type: 'company',
          hasChildren: true,
          isLeaf: false,
          children: global,
        });
      }
      const byUnit = new Map<string, TreeItem[]>();
      for (const role of roles.filter((candidate) => candidate.globalMark === 0)) {
        for (const unitId of role.organizeIds) byUnit.set(unitId, [...(byUnit.get(unitId) ?? []), roleLeaf(role, unitId)]);
      }
      for (const node of units.byId.values()) {
        const children = byUnit.get(node.id);
        if (children) nodes.push({ ...units.item(node, true), parentId: '-1', fullName: units.pathName(node.id), children });
      }
      return ok({ list: nodes });
    },
  );

  // The roles the caller may hand out: all for administrators; otherwise enabled roles holding nothing beyond his own
  // rights, never the administrator role.
  app.get(
    '/permission/Role/SelectorByPermission',
    { schema: { querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: listEnvelopeOf(TREE_ITEM) } } },
    async (request) => {
      const userId = currentUserId(request);
      const [roles, grants] = await Promise.all([allRoles(app.db, { enabledMark: 1 }), readUserGrants(app.db, userId)]);
      const allowed: RoleItem[] = [];
      for (const role of roles) {
        if (grants.isAdministrator) allowed.push(role);
        else if (role.enCode !== ADMINISTRATOR_ROLE_CODE && (await withinHoldings(app.db, userId, 'Role', role.id))) allowed.push(role);
      }
      return ok({ list: allowed.map((role) => roleLeaf(role, '-1')) });
    },
  );

  // seed 001 "listProject": the enabled roles that apply in the project's unit (global ones and its units' own).
  app.get(
    '/permission/Role/listByProject',
    { schema: { querystring: ProjectQuery, response: { 200: listEnvelopeOf(ROLE_ITEM) } } },
    async (request) => {
      const project = await requireVisibleProject(app.db, currentUserId(request), request.query.projectId);
      const roles = await allRoles(app.db, { enabledMark: 1 });
      return ok({ list: applyingIn(roles, await projectUnitIds(app.db, project.organizeId)) });
    },
  );

  // The project's roles with the project's people holding each: who to assign work to, by role.
  app.get(
    '/permission/Role/getInfoByProject/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        querystring: Type.Object(CACHE_BUSTER_QUERY),
        response: { 200: listEnvelopeOf(PROJECT_ROLE) },
      },
    },
    async (request) => {
      const projectId = request.params.id;
      const project = await requireVisibleProject(app.db, currentUserId(request), projectId);
      const roles = applyingIn(await allRoles(app.db, { enabledMark: 1 }), await projectUnitIds(app.db, project.organizeId));
      const holders =
        roles.length === 0
          ? []
          : await app.db
              .selectFrom('userRole')
              .innerJoin('projectMember', 'projectMember.userId', 'userRole.userId')
              .innerJoin('users', 'users.id', 'userRole.userId')
              .select(['userRole.roleId', 'users.id', 'users.account', 'users.realName'])
              .where('projectMember.projectId', '=', projectId)
              .where('users.enabledMark', '=', 1)
              .where(
                'userRole.roleId',
                'in',
                roles.map((role) => role.id),
              )
              .orderBy('users.sortCode')
              .orderBy('users.id')
              .execute();
      return ok({
        list: roles.map((role) => ({
          id: role.id,
          fullName: role.fullName,
          enCode: role.enCode,
          users: holders.filter((row) => row.roleId === role.id).map(({ id, account, realName }) => ({ id, account, realName })),
        })),
      });
    },
  );

  // seed 001: the roles of some units (and the global ones, which apply in every unit).
  app.post(
    '/permission/Role/getListByOrgIds',
    { schema: { body: ROLE_BY_ORGANIZE_REQUEST, response: { 200: listEnvelopeOf(ROLE_ITEM) } } },
    async (request) => {
      const roles = await allRoles(app.db, { enabledMark: 1 });
      return ok({ list: applyingIn(roles, new Set(request.body.organizeIds)) });
    },
  );
};

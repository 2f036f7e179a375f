import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database';
import type { GrantObjectType } from '../../db/tables/authority';
import { deny, missing, reject } from '../../i18n/localized-error';
import { ok, paged } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { readKeyword, readPaging } from '../../shell/list-query';
import { requireButton, requireMenu } from '../../shell/permission-check';
import { readUserGrants } from '../../shell/user-grants';
import { EMPTY_ENVELOPE, PAGING_QUERY, pagedEnvelopeOf } from '../../wire/envelope';
import { MEMBERS_REQUEST, MEMBER_ITEM } from '../../wire/roles';
import { withinHoldings } from './holdings';
import { addMembers, listMembers, removeMember, requireUsers, type Membership } from './members';

export interface MemberRoutesOptions {
  /** '/permission/Role' or '/permission/Group'. */
  base: string;
  menuCode: string;
  objectType: Extract<GrantObjectType, 'Role' | 'Group'>;
  membership: Membership;
  /** The owner's name and whether it is the administrator role, or undefined when there is no such owner. */
  findOwner(db: Db, id: string): Promise<{ fullName: string; administrator: boolean } | undefined>;
  missingKey: 'authority.no-such-role' | 'authority.no-such-group';
}

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * The member list of a role or group: GET {base}/{id}/Members (the page's menu), POST {base}/{id}/Members
 * `{ userIds }` and DELETE {base}/{id}/Members/{userId} (btn_members). Handing a role or group to people hands them
 * its rights, so a caller may do it only when it holds nothing beyond his own; the administrator role's members are
 * an administrator's business alone, and nobody takes it from himself.
 */
export function memberRoutes(options: MemberRoutesOptions): FastifyPluginAsyncTypebox {
  return async (app) => {
    const owner = async (id: string) => {
      const found = await options.findOwner(app.db, id);
      if (!found) throw missing(options.missingKey);
      return found;
    };
    const requireHandOut = async (userId: string, id: string, found: { fullName: string; administrator: boolean }) => {
      const grants = await readUserGrants(app.db, userId);
      if (grants.isAdministrator) return;
      if (found.administrator) throw deny('authority.administrator-role-only');
      if (!(await withinHoldings(app.db, userId, options.objectType, id)))
        throw deny('authority.members-beyond-holdings', { name: found.fullName });
    };

    app.get(
      `${options.base}/:id/Members`,
      { schema: { params: Params, querystring: Type.Object(PAGING_QUERY), response: { 200: pagedEnvelopeOf(MEMBER_ITEM) } } },
      async (request) => {
        await requireMenu(app.db, currentUserId(request), options.menuCode);
        await owner(request.params.id);
        const paging = readPaging(request.query);
        const { list, total } = await listMembers(app.db, options.membership, request.params.id, {
          keyword: readKeyword(request.query.keyword),
          paging,
        });
        return paged(list, paging.currentPage, paging.pageSize, total);
      },
    );

    app.post(
      `${options.base}/:id/Members`,
      { schema: { params: Params, body: MEMBERS_REQUEST, response: { 200: EMPTY_ENVELOPE } } },
      async (request) => {
        const userId = currentUserId(request);
        await requireButton(app.db, userId, options.menuCode, 'btn_members');
        const found = await owner(request.params.id);
        await requireHandOut(userId, request.params.id, found);
        await requireUsers(app.db, request.body.userIds);
        await addMembers(app.db, options.membership, request.params.id, request.body.userIds);
        return ok();
      },
    );

    app.delete(
      `${options.base}/:id/Members/:userId`,
      { schema: { params: Type.Object({ id: Params.properties.id, userId: Params.properties.id }), response: { 200: EMPTY_ENVELOPE } } },
      async (request) => {
        const userId = currentUserId(request);
        await requireButton(app.db, userId, options.menuCode, 'btn_members');
        const found = await owner(request.params.id);
        await requireHandOut(userId, request.params.id, found);
        if (found.administrator && request.params.userId === userId) throw reject('authority.administrator-role-fixed');
        await removeMember(app.db, options.membership, request.params.id, request.params.userId);
        return ok();
      },
    );
  };
}

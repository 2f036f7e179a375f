import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { refuse } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { EMPTY_ENVELOPE, listEnvelopeOf } from '../../wire/envelope';
import { MAJOR_BODY, USER_MEMBERSHIP, type UserMembership } from '../../wire/profile';
import { profileMessagesFor } from './profile-messages';

// A person belongs to one unit (a company, or a department in it) and holds at most one position: the user record
// has one of each. These calls answer in JNPF's list shape so that clients built for several memberships work, and
// PUT major accepts exactly what the lists offer.

async function memberships(app: FastifyInstance, userId: string): Promise<{ organizes: UserMembership[]; positions: UserMembership[] }> {
  const user = await app.db
    .selectFrom('users')
    .leftJoin('organize as company', 'company.id', 'users.organizeId')
    .leftJoin('organize as department', 'department.id', 'users.departmentId')
    .leftJoin('position', 'position.id', 'users.positionId')
    .select([
      'users.organizeId',
      'users.departmentId',
      'users.positionId',
      'company.fullName as companyName',
      'department.fullName as departmentName',
      'position.fullName as positionName',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) return { organizes: [], positions: [] };
  const unitId = user.departmentId ?? user.organizeId;
  const unitName = [user.companyName, user.departmentName].filter((name): name is string => !!name).join('/');
  return {
    organizes: [{ id: unitId, fullName: unitName, isDefault: true }],
    positions: user.positionId && user.positionName ? [{ id: user.positionId, fullName: user.positionName, isDefault: true }] : [],
  };
}

/** GET getUserOrganizes, GET getUserPositions, PUT major under /api/permission/Users/Current. */
export const myMembershipRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/permission/Users/Current/getUserOrganizes',
    { schema: { response: { 200: listEnvelopeOf(USER_MEMBERSHIP) } } },
    async (request) => ok({ list: (await memberships(app, currentUserId(request))).organizes }),
  );

  app.get(
    '/permission/Users/Current/getUserPositions',
    { schema: { response: { 200: listEnvelopeOf(USER_MEMBERSHIP) } } },
    async (request) => ok({ list: (await memberships(app, currentUserId(request))).positions }),
  );

  app.put('/permission/Users/Current/major', { schema: { body: MAJOR_BODY, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    const { majorType, majorId } = request.body;
    const mine = await memberships(app, currentUserId(request));
    const offered = majorType === 'Organize' ? mine.organizes : mine.positions;
    if (!offered.some((item) => item.id === majorId)) {
      throw refuse(majorType === 'Organize' ? 'profile.no-such-organize' : 'profile.no-such-position');
    }
    // The one membership is already the main one: nothing to write.
    return { code: 200, msg: profileMessagesFor(request)('major-switched') };
  });
};

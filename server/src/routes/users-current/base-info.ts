import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { LocalizedError, reject } from '../../i18n/localized-error';
import { CODE, ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { findUser } from '../../shell/user-directory';
import { envelopeOf } from '../../wire/envelope';
import { BASE_INFO, BASE_INFO_BODY, type BaseInfo, type BaseInfoBody } from '../../wire/profile';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../wire/validation';
import { profileMessagesFor } from './profile-messages';

/** Characters that break paths ('Company/Department') or markup; the spec's "no special characters" for names. */
const NAME_FORBIDDEN = /[<>/\\"'`%;&|{}[\]^$#@!~*=+?]/;

const blankToNull = (value: string | undefined): string | null | undefined =>
  value === undefined ? undefined : value.trim() === '' ? null : value.trim();

/** The columns a body sets, checked with spec section 5's rules; fields left out stay as they are. */
function checkedChanges(body: BaseInfoBody, now: number) {
  const realName = body.realName.trim();
  if (realName === '') throw reject('profile.real-name-required');
  if (NAME_FORBIDDEN.test(realName)) throw reject('profile.name-format');
  const mobilePhone = blankToNull(body.mobilePhone);
  if (mobilePhone && !PHONE_PATTERN.test(mobilePhone)) throw reject('profile.phone-format');
  const email = blankToNull(body.email);
  if (email && !EMAIL_PATTERN.test(email)) throw reject('profile.email-format');
  if (body.birthday !== undefined && body.birthday !== null && body.birthday > now) throw reject('profile.birthday-future');
  return {
    realName,
    gender: body.gender,
    mobilePhone,
    email,
    birthday: body.birthday,
    signature: blankToNull(body.signature),
    landline: blankToNull(body.landline),
    postalAddress: blankToNull(body.postalAddress),
  };
}

async function readBaseInfo(app: FastifyInstance, userId: string): Promise<BaseInfo> {
  const [user, personal] = await Promise.all([
    findUser(app.db, userId),
    app.db
      .selectFrom('users')
      .select(['gender', 'birthday', 'signature', 'landline', 'postalAddress'])
      .where('id', '=', userId)
      .executeTakeFirst(),
  ]);
  // Deleted while signed in: deleting a user ends their sessions, so this is a request racing the delete.
  if (!user || !personal) throw new LocalizedError(CODE.TOKEN_INVALID, 'session.invalid');
  return {
    id: user.id,
    account: user.account,
    realName: user.realName,
    gender: personal.gender,
    mobilePhone: user.mobilePhone ?? '',
    email: user.email ?? '',
    birthday: personal.birthday === null ? null : Number(personal.birthday),
    signature: personal.signature ?? '',
    landline: personal.landline ?? '',
    postalAddress: personal.postalAddress ?? '',
    headIcon: user.headIcon,
    organizeId: user.departmentId ?? user.organizeId,
    organize: [user.organizeName, user.departmentName].filter((name) => name !== '').join('/'),
    positionId: user.positionId ?? '',
    position: user.positionName,
    roleId: user.roleIds.join(','),
    roleName: user.roleName,
    manager: user.managerName,
    isAdministrator: user.isAdministrator === 1,
    creatorTime: Number(user.createdAt),
  };
}

/**
 * GET and PUT /api/permission/Users/Current/BaseInfo: the person's own record. Only the personal fields are
 * writable; account, organisation, position and roles are an administrator's to change (the body schema has no
 * place for them).
 */
export const baseInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/permission/Users/Current/BaseInfo', { schema: { response: { 200: envelopeOf(BASE_INFO) } } }, async (request) =>
    ok(await readBaseInfo(app, currentUserId(request))),
  );

  app.put(
    '/permission/Users/Current/BaseInfo',
    { schema: { body: BASE_INFO_BODY, response: { 200: envelopeOf(BASE_INFO) } } },
    async (request) => {
      const userId = currentUserId(request);
      const changes = checkedChanges(request.body, Date.now());
      await app.db.updateTable('users').set(changes).where('id', '=', userId).execute();
      request.log.info({ userId }, 'profile saved');
      return ok(await readBaseInfo(app, userId), profileMessagesFor(request)('saved'));
    },
  );
};

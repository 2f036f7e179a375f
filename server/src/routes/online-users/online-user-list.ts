import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { paged } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { requireMenu } from '../../shell/permission-check';
import { ONLINE_USER_MENU_CODE } from './online-user-menu';
import { describeUserAgent } from './describe-user-agent';
import { pagedEnvelopeOf } from '../../wire/envelope';
import { ONLINE_USER, ONLINE_USER_QUERY } from '../../wire/online-users';

/** `%`, `_` and `\` in a keyword are matched literally. */
function containsPattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * GET /api/system/OnlineUser?keyword&currentPage&pageSize&sort -> paged live sessions (not revoked, not expired),
 * newest sign-in first. keyword matches account or name. Needs the menu system.onlineUser.
 */
export const onlineUserListRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { querystring: ONLINE_USER_QUERY, response: { 200: pagedEnvelopeOf(ONLINE_USER) } } }, async (request) => {
    await requireMenu(app.db, currentUserId(request), ONLINE_USER_MENU_CODE);
    const { currentPage = 1, pageSize = 20, keyword = '', sort = 'desc' } = request.query;
    const now = Date.now();
    let query = app.db
      .selectFrom('session')
      .innerJoin('users', 'users.id', 'session.userId')
      .where('session.revokedAt', 'is', null)
      .where('session.expiresAt', '>', now);
    const needle = keyword.trim();
    if (needle !== '') {
      const pattern = containsPattern(needle);
      query = query.where((eb) =>
        eb.or([
          sql<boolean>`lower(${eb.ref('users.account')}) like ${pattern} escape '\\'`,
          sql<boolean>`lower(${eb.ref('users.realName')}) like ${pattern} escape '\\'`,
        ]),
      );
    }
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const rows = await query
      .select([
        'session.id',
        'session.userId',
        'users.account',
        'users.realName',
        'session.createdAt',
        'session.lastSeenAt',
        'session.expiresAt',
        'session.ipAddress',
        'session.place',
        'session.origin',
        'session.userAgent',
      ])
      .orderBy('session.createdAt', sort)
      .orderBy('session.id', sort)
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute();
    const list = rows.map((row) => {
      const agent = describeUserAgent(row.userAgent);
      return {
        id: row.id,
        userId: row.userId,
        userAccount: row.account,
        userName: row.realName,
        loginTime: row.createdAt,
        lastActiveTime: row.lastSeenAt,
        expiresAt: row.expiresAt,
        loginIPAddress: row.ipAddress,
        loginIPAddressName: row.place,
        origin: row.origin,
        loginBrowser: agent.browser,
        loginSystem: agent.system,
        isCurrent: row.id === request.session?.sessionId,
      };
    });
    return paged(list, currentPage, pageSize, Number(counted?.total ?? 0));
  });
};

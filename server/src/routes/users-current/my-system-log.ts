import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paged } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { pagedEnvelopeOf } from '../../wire/envelope';
import { SYSTEM_LOG_ENTRY, SYSTEM_LOG_QUERY, type SystemLogEntry } from '../../wire/profile';

/**
 * GET /api/permission/Users/Current/SystemLog?category=1|3&currentPage&pageSize: the caller's own sign-ins
 * (category 1, the default, from login_log) or operations (3, from operation_log), newest first. Both tables are
 * indexed on (user_id, at).
 */
export const mySystemLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/permission/Users/Current/SystemLog',
    { schema: { querystring: SYSTEM_LOG_QUERY, response: { 200: pagedEnvelopeOf(SYSTEM_LOG_ENTRY) } } },
    async (request) => {
      const userId = currentUserId(request);
      const { category = 1, currentPage = 1, pageSize = 20 } = request.query;
      const offset = (currentPage - 1) * pageSize;
      if (category === 1) {
        const base = app.db.selectFrom('loginLog').where('userId', '=', userId);
        const [count, rows] = await Promise.all([
          base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
          base.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(pageSize).offset(offset).execute(),
        ]);
        const list: SystemLogEntry[] = rows.map((row) => ({
          id: row.id,
          creatorTime: Number(row.at),
          ipAddress: row.ipAddress,
          ipAddressName: row.place,
          abstracts: row.method,
          success: row.success,
          detail: row.reason,
        }));
        return paged(list, currentPage, pageSize, Number(count?.total ?? 0));
      }
      const base = app.db.selectFrom('operationLog').where('userId', '=', userId);
      const [count, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
        base.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(pageSize).offset(offset).execute(),
      ]);
      const list: SystemLogEntry[] = rows.map((row) => ({
        id: row.id,
        creatorTime: Number(row.at),
        ipAddress: row.ipAddress,
        ipAddressName: '',
        abstracts: row.action,
        success: 1,
        detail: row.targetId,
      }));
      return paged(list, currentPage, pageSize, Number(count?.total ?? 0));
    },
  );
};

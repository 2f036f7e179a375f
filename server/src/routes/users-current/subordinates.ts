import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database';
import { deny } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { listEnvelopeOf } from '../../wire/envelope';
import { SUBORDINATE } from '../../wire/profile';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
/** A manager chain longer than this is a loop in the data, not an organisation. */
const CHAIN_MAX = 50;

/** Whether `userId` reports to `managerId`, directly or through others. */
async function reportsTo(db: Db, userId: string, managerId: string): Promise<boolean> {
  let current: string | null = userId;
  for (let step = 0; step < CHAIN_MAX && current !== null; step += 1) {
    const row: { managerId: string | null } | undefined = await db
      .selectFrom('users')
      .select('managerId')
      .where('id', '=', current)
      .executeTakeFirst();
    current = row?.managerId ?? null;
    if (current === managerId) return true;
  }
  return false;
}

/**
 * GET /api/permission/Users/Current/Subordinate/{id|0}: the people whose manager is the caller (0), or one of the
 * caller's subordinates at any depth (the profile tree opens them lazily). Anyone else's reports are not the
 * caller's to browse.
 */
export const subordinateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/permission/Users/Current/Subordinate/:id',
    { schema: { params: Params, response: { 200: listEnvelopeOf(SUBORDINATE) } } },
    async (request) => {
      const userId = currentUserId(request);
      const managerId = request.params.id === '0' ? userId : request.params.id;
      if (managerId !== userId && !(await reportsTo(app.db, managerId, userId))) throw deny('request.forbidden');
      const rows = await app.db
        .selectFrom('users')
        .leftJoin('organize', 'organize.id', 'users.departmentId')
        .leftJoin('position', 'position.id', 'users.positionId')
        .select([
          'users.id',
          'users.account',
          'users.realName',
          'users.headIcon',
          'organize.fullName as department',
          'position.fullName as position',
        ])
        .select((eb) =>
          eb
            .selectFrom('users as reports')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('reports.managerId', '=', 'users.id')
            .as('reportCount'),
        )
        .where('users.managerId', '=', managerId)
        .orderBy('users.sortCode')
        .orderBy('users.account')
        .execute();
      return ok({
        list: rows.map((row) => ({
          id: row.id,
          account: row.account,
          realName: row.realName,
          headIcon: row.headIcon,
          department: row.department ?? '',
          position: row.position ?? '',
          isLeaf: Number(row.reportCount ?? 0) === 0,
        })),
      });
    },
  );
};

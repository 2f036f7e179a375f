import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { forbidden } from '../lib/envelope';
import { messagesFor } from './sign-in-messages';

/** True when the user is flagged administrator (users.is_administrator = 1): administrators may do everything. */
export async function isAdministrator(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('isAdministrator').where('id', '=', userId).executeTakeFirst();
  return row?.isAdministrator === 1;
}

/**
 * Hook (onRequest or preHandler) for administrator-only routes, after `app.requireAuth`. Answers code 403 unless the signed-in
 * user has users.is_administrator = 1.
 */
export function requireAdministrator(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const userId = request.session?.userId;
    if (!userId || !(await isAdministrator(app.db, userId))) throw forbidden(messagesFor(request)('admin-only'));
  };
}

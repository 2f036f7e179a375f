import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/envelope';
import { messagesFor } from './sign-in-messages';

/**
 * Hook (onRequest or preHandler) for administrator-only routes, after `app.requireAuth`. Answers code 403 unless the signed-in
 * user has users.is_administrator = 1.
 */
export function requireAdministrator(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const userId = request.session?.userId;
    const user = userId
      ? await app.db.selectFrom('users').select('isAdministrator').where('id', '=', userId).executeTakeFirst()
      : undefined;
    if (user?.isAdministrator !== 1) throw forbidden(messagesFor(request)('admin-only'));
  };
}

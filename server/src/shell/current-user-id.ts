import type { FastifyRequest } from 'fastify';
import { LocalizedError } from '../i18n/localized-error';
import { CODE } from '../lib/envelope';

/** The signed-in user's id on a route behind `app.requireAuth`; answers 602 if a route forgot the guard. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.session) throw new LocalizedError(CODE.TOKEN_INVALID, 'session.invalid');
  return request.session.userId;
}

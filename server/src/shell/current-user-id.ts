import type { FastifyRequest } from 'fastify';
import { AppError, CODE } from '../lib/envelope';

/** The signed-in user's id on a route behind `app.requireAuth`; answers 602 if a route forgot the guard. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.session) throw new AppError(CODE.TOKEN_INVALID, 'Your sign-in is not valid, please sign in again');
  return request.session.userId;
}

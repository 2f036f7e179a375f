import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unlockScreen } from '../../auth/unlock-screen';
import { attemptFrom, type SignInServices } from '../../auth/sign-in-services';
import { ok } from '../../lib/envelope';
import { EMPTY_ENVELOPE } from '../../wire/envelope';
import { UNLOCK_REQUEST } from '../../wire/sign-in';

/** POST /api/oauth/LockScreen `{ account, password: md5hex }` -> 200 when it is the signed-in user's password. */
export const lockScreenRoute: FastifyPluginAsyncTypebox<{ services: SignInServices }> = async (app, { services }) => {
  app.post('/LockScreen', { schema: { body: UNLOCK_REQUEST, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    const attempt = attemptFrom(request);
    await unlockScreen(services, request.session?.userId ?? '', request.body, attempt);
    return ok(undefined, attempt.t('unlocked'));
  });
};

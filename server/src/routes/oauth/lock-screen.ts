import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { unlockScreen } from '../../auth/unlock-screen';
import { attemptFrom, type SignInServices } from '../../auth/sign-in-services';
import { ok } from '../../lib/envelope';

const Body = Type.Object({ account: Type.String({ maxLength: 64 }), password: Type.String({ maxLength: 64 }) });

/** POST /api/oauth/LockScreen `{ account, password: md5hex }` -> 200 when it is the signed-in user's password. */
export const lockScreenRoute: FastifyPluginAsyncTypebox<{ services: SignInServices }> = async (app, { services }) => {
  app.post('/LockScreen', { schema: { body: Body }, onRequest: app.requireAuth }, async (request) => {
    const attempt = attemptFrom(request);
    await unlockScreen(services, request.session?.userId ?? '', request.body, attempt);
    return ok(undefined, attempt.t('unlocked'));
  });
};

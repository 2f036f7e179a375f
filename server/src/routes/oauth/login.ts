import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signInWithPassword } from '../../auth/password-sign-in';
import { attemptFrom, type SignInServices } from '../../auth/sign-in-services';
import { signInWithSms } from '../../auth/sms-sign-in';
import { ok } from '../../lib/envelope';
import { envelopeOf } from '../../wire/envelope';
import { LOGIN_REQUEST, LOGIN_RESULT } from '../../wire/sign-in';

/** POST /api/oauth/Login -> `{ token: 'bearer …', theme }`. grant_type password (default) or sms. */
export const loginRoute: FastifyPluginAsyncTypebox<{ services: SignInServices }> = async (app, { services }) => {
  app.post('/Login', { schema: { body: LOGIN_REQUEST, response: { 200: envelopeOf(LOGIN_RESULT) } } }, async (request) => {
    const body = request.body;
    const attempt = attemptFrom(request, body.origin);
    const result =
      body.grant_type === 'sms'
        ? await signInWithSms(services, { mobile: body.account, code: body.code ?? '' }, attempt)
        : await signInWithPassword(
            services,
            { account: body.account, password: body.password ?? '', code: body.code ?? '', timestamp: body.timestamp ?? '' },
            attempt,
          );
    return ok(result, attempt.t('signed-in'));
  });
};

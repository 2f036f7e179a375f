import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { captchaRequired, readSnapshot } from '../../auth/sign-in-guards';
import { attemptFrom, type SignInServices } from '../../auth/sign-in-services';
import { ok } from '../../lib/envelope';
import { CACHE_BUSTER_QUERY, envelopeOf } from '../../wire/envelope';
import { LOGIN_CONFIG } from '../../wire/sign-in';

const Params = Type.Object({ account: Type.String({ maxLength: 64 }) });

/** GET /api/oauth/getConfig/{account} -> whether the sign-in form must show the image captcha, and its length. */
export const loginConfigRoute: FastifyPluginAsyncTypebox<{ services: SignInServices }> = async (app, { services }) => {
  app.get(
    '/getConfig/:account',
    { schema: { params: Params, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(LOGIN_CONFIG) } } },
    async (request) => {
      const account = request.params.account.trim();
      const attempt = attemptFrom(request);
      const snapshot = await readSnapshot(services, attempt, account === '' ? undefined : account);
      return ok({
        enableVerificationCode: captchaRequired(services.settings, snapshot) ? 1 : 0,
        verificationCodeNumber: services.settings.captchaLength,
      });
    },
  );
};

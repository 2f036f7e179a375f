import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { attemptFrom, type SignInServices } from '../../auth/sign-in-services';
import { requestSmsCode } from '../../auth/sms-request';
import { ok } from '../../lib/envelope';

const Body = Type.Object({ mobile: Type.String({ maxLength: 32 }) });

/** POST /api/oauth/sms/send `{ mobile }` (form or JSON) -> `{ resendAfter, expiresIn }` in seconds. */
export const smsSendRoute: FastifyPluginAsyncTypebox<{ services: SignInServices }> = async (app, { services }) => {
  app.post('/sms/send', { schema: { body: Body } }, async (request) => {
    const attempt = attemptFrom(request);
    return ok(await requestSmsCode(services, request.body.mobile, attempt), attempt.t('sms-sent'));
  });
};

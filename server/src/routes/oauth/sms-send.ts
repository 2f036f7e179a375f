import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { attemptFrom, type SignInServices } from '../../auth/sign-in-services';
import { requestSmsCode } from '../../auth/sms-request';
import { ok } from '../../lib/envelope';
import { envelopeOf } from '../../wire/envelope';
import { SMS_SEND_REQUEST, SMS_SENT } from '../../wire/sign-in';

/** POST /api/oauth/sms/send `{ mobile }` (form or JSON) -> `{ resendAfter, expiresIn }` in seconds. */
export const smsSendRoute: FastifyPluginAsyncTypebox<{ services: SignInServices }> = async (app, { services }) => {
  app.post('/sms/send', { schema: { body: SMS_SEND_REQUEST, response: { 200: envelopeOf(SMS_SENT) } } }, async (request) => {
    const attempt = attemptFrom(request);
    return ok(await requestSmsCode(services, request.body.mobile, attempt), attempt.t('sms-sent'));
  });
};

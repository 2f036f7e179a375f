import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signInWithPassword } from '../../auth/password-sign-in';
import { attemptFrom, type SignInServices } from '../../auth/sign-in-services';
import { signInWithSms } from '../../auth/sms-sign-in';
import { ok } from '../../lib/envelope';

// Form-encoded as the console sends it; JSON is accepted too. Unknown fields are ignored.
const LoginBody = Type.Object({
  account: Type.String({ maxLength: 64 }),
  password: Type.Optional(Type.String({ maxLength: 64 })),
  origin: Type.Optional(Type.String({ maxLength: 32 })),
  code: Type.Optional(Type.String({ maxLength: 16 })),
  timestamp: Type.Optional(Type.String({ maxLength: 64 })),
  client_id: Type.Optional(Type.Literal('admin')),
  scope: Type.Optional(Type.Literal('all')),
  grant_type: Type.Optional(Type.Union([Type.Literal('password'), Type.Literal('sms')])),
});

/** POST /api/oauth/Login -> `{ token: 'bearer …', theme }`. grant_type password (default) or sms. */
export const loginRoute: FastifyPluginAsyncTypebox<{ services: SignInServices }> = async (app, { services }) => {
  app.post('/Login', { schema: { body: LoginBody } }, async (request) => {
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

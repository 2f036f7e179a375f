import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { clampCaptchaLength, createCaptcha } from '../../auth/captcha-store';
import type { SignInServices } from '../../auth/sign-in-services';

const Params = Type.Object({
  length: Type.String({ maxLength: 8 }),
  // The console's timestamp is the captcha's key; it comes back with the Login form.
  timestamp: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' }),
});

/** GET /api/oauth/ImageCode/{length}/{timestamp} -> an SVG captcha (4-6 characters, valid 5 minutes, single use). */
export const imageCodeRoute: FastifyPluginAsyncTypebox<{ services: SignInServices }> = async (app, { services }) => {
  app.get('/ImageCode/:length/:timestamp', { schema: { params: Params } }, async (request, reply) => {
    const { length, timestamp } = request.params;
    const svg = await createCaptcha(services.db, timestamp, clampCaptchaLength(length), services.settings.captchaTtlMs, Date.now());
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(svg);
  });
};

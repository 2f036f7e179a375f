import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { clampCaptchaLength, createCaptcha } from '../../auth/captcha-store';
import { takeAddressAllowance } from '../../auth/address-allowance';
import { attemptFrom, type SignInServices } from '../../auth/sign-in-services';

const Params = Type.Object({
  length: Type.String({ maxLength: 8 }),
  // The console's timestamp is the captcha's key; it comes back with the Login form.
  timestamp: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' }),
});

// The captcha is an image, not an envelope; a refusal still answers the JSON envelope (plugins/errors.ts).
const SVG_RESPONSE = { 200: { description: 'An SVG captcha', content: { 'image/svg+xml': { schema: Type.String() } } } };

/** GET /api/oauth/ImageCode/{length}/{timestamp} -> an SVG captcha (4-6 characters, valid 5 minutes, single use). */
export const imageCodeRoute: FastifyPluginAsyncTypebox<{ services: SignInServices }> = async (app, { services }) => {
  app.get('/ImageCode/:length/:timestamp', { schema: { params: Params, response: SVG_RESPONSE } }, async (request, reply) => {
    const { length, timestamp } = request.params;
    const attempt = attemptFrom(request);
    await takeAddressAllowance(services, attempt, 'captcha');
    const svg = await createCaptcha(services.db, timestamp, clampCaptchaLength(length), services.settings.captchaTtlMs, attempt.now);
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(svg);
  });
};

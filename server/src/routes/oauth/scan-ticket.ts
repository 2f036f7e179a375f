import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { takeAddressAllowance } from '../../auth/address-allowance';
import { pollScanSignIn } from '../../auth/scan-sign-in';
import { createScanTicket } from '../../auth/scan-tickets';
import { attemptFrom, type SignInServices } from '../../auth/sign-in-services';
import { ok } from '../../lib/envelope';
import { CACHE_BUSTER_QUERY, envelopeOf } from '../../wire/envelope';
import { SCAN_STATUS } from '../../wire/sign-in';

const Params = Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * The console's half of scan sign-in: GET /api/oauth/codeCertificate -> ticket (the QR text is
 * `{"t":"login","id":ticket}`); GET /api/oauth/codeCertificateStatus/{ticket} -> `{ status, value }`.
 */
export const scanTicketRoutes: FastifyPluginAsyncTypebox<{ services: SignInServices }> = async (app, { services }) => {
  app.get(
    '/codeCertificate',
    { schema: { querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(Type.String()) } } },
    async (request) => {
      const attempt = attemptFrom(request);
      await takeAddressAllowance(services, attempt, 'scan');
      return ok(await createScanTicket(services.db, services.settings.scanTicketTtlMs, attempt.now));
    },
  );

  app.get(
    '/codeCertificateStatus/:ticket',
    { schema: { params: Params, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(SCAN_STATUS) } } },
    async (request) => ok(await pollScanSignIn(services, request.params.ticket, attemptFrom(request))),
  );
};

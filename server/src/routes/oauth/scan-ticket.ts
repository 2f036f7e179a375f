import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { pollScanSignIn } from '../../auth/scan-sign-in';
import { createScanTicket } from '../../auth/scan-tickets';
import { attemptFrom, type SignInServices } from '../../auth/sign-in-services';
import { ok } from '../../lib/envelope';

const Params = Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * The console's half of scan sign-in: GET /api/oauth/codeCertificate -> ticket (the QR text is
 * `{"t":"login","id":ticket}`); GET /api/oauth/codeCertificateStatus/{ticket} -> `{ status, value }`.
 */
export const scanTicketRoutes: FastifyPluginAsyncTypebox<{ services: SignInServices }> = async (app, { services }) => {
  app.get('/codeCertificate', async () => ok(await createScanTicket(services.db, services.settings.scanTicketTtlMs, Date.now())));

  app.get('/codeCertificateStatus/:ticket', { schema: { params: Params } }, async (request) =>
    ok(await pollScanSignIn(services, request.params.ticket, attemptFrom(request))),
  );
};

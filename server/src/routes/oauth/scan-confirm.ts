import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { advanceScanTicket, SCAN_DONE, SCAN_EXPIRED, SCAN_SCANNED } from '../../auth/scan-tickets';
import { messagesFor } from '../../auth/sign-in-messages';
import type { SignInServices } from '../../auth/sign-in-services';
import { badRequest, invalid, ok } from '../../lib/envelope';
import { CACHE_BUSTER_QUERY, envelopeOf } from '../../wire/envelope';
import { SCAN_STEP } from '../../wire/sign-in';

const Ticket = Type.String({ minLength: 1, maxLength: 64 });
const RESPONSE = { 200: envelopeOf(SCAN_STEP) };

/**
 * The signed-in phone's half of scan sign-in: GET /api/oauth/setCodeCertificateStatus/{ticket}/{status}
 * (1 scanned, -1 cancelled) and GET /api/oauth/confirmLogin/{ticket}.
 */
export const scanConfirmRoutes: FastifyPluginAsyncTypebox<{ services: SignInServices }> = async (app, { services }) => {
  app.get(
    '/setCodeCertificateStatus/:ticket/:status',
    {
      schema: {
        params: Type.Object({ ticket: Ticket, status: Type.String({ maxLength: 4 }) }),
        querystring: Type.Object(CACHE_BUSTER_QUERY),
        response: RESPONSE,
      },
    },
    async (request) => {
      const t = messagesFor(request);
      const status = Number(request.params.status);
      if (status !== SCAN_SCANNED && status !== SCAN_EXPIRED) throw invalid(t('scan-status'));
      const userId = request.session?.userId ?? '';
      const problem = await advanceScanTicket(services.db, request.params.ticket, userId, status, Date.now());
      if (problem) throw badRequest(t(problem));
      return ok({ status });
    },
  );

  app.get(
    '/confirmLogin/:ticket',
    { schema: { params: Type.Object({ ticket: Ticket }), querystring: Type.Object(CACHE_BUSTER_QUERY), response: RESPONSE } },
    async (request) => {
      const t = messagesFor(request);
      const userId = request.session?.userId ?? '';
      const problem = await advanceScanTicket(services.db, request.params.ticket, userId, SCAN_DONE, Date.now());
      if (problem) throw badRequest(t(problem));
      return ok({ status: SCAN_DONE });
    },
  );
};

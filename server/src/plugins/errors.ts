import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, CODE } from '../lib/envelope';
import { envelopeMessage } from '../i18n/localized-error';
import { requestLanguage } from '../i18n/request-language';
import { translate } from '../i18n/server-i18n';
import { validationMessage } from '../i18n/validation-message';
import { clientFault } from './client-errors';

/**
 * Every failure leaves as the envelope with HTTP 200 (contract section 1): AppError keeps its code,
 * schema violations answer 401 with a readable message naming the field, anything unexpected answers 500 without internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: unknown, request, reply) => {
    // Failures share HTTP 200 with success, so the route's 200 response schema would shape them too: it would drop
    // the error's own `data` (an SMS wait's retryAfter) or refuse it for lacking the success shape's fields.
    // A custom serializer leaves the content type to us; a download route may also have set its own before failing.
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    if (thrown instanceof AppError) {
      return reply
        .status(200)
        .send({ code: thrown.code, msg: envelopeMessage(thrown, request), ...(thrown.data === undefined ? {} : { data: thrown.data }) });
    }
    const error = thrown as FastifyError;
    if (error.validation) {
      return reply.status(200).send({ code: CODE.VALIDATION, msg: validationMessage(requestLanguage(request), error) });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed bodies, oversize payloads (413), unsupported media types: the client's fault, said plainly.
      return reply.status(200).send(clientFault(error, requestLanguage(request)));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(200).send({ code: CODE.SERVER, msg: translate(requestLanguage(request), 'request.internal') });
  });
});

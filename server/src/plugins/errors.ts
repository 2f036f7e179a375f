import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, CODE } from '../lib/envelope';

/** Turns a schema violation into one sentence a person can act on. */
export function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = String(first.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  const params = first.params as Record<string, unknown>;
  switch (first.keyword) {
    case 'required':
      return `${String(params.missingProperty)} is required`;
    case 'maxLength':
      return `${where || 'value'} must be at most ${String(params.limit)} characters`;
    case 'minLength':
      return Number(params.limit) <= 1 ? `${where || 'value'} must not be empty` : `${where || 'value'} must be at least ${String(params.limit)} characters`;
    case 'type':
      return `${where || 'value'} must be ${/^[aeiou]/.test(String(params.type)) ? 'an' : 'a'} ${String(params.type)}`;
    case 'enum':
    case 'const':
    case 'anyOf':
      return `${where || 'value'} has a value that is not allowed`;
    case 'pattern':
    case 'format':
      return `${where || 'value'} is not in the expected format`;
    case 'maximum':
    case 'minimum':
      return `${where || 'value'} is out of range`;
    case 'maxItems':
      return `${where || 'list'} has more than ${String(params.limit)} items`;
    case 'additionalProperties':
      return `${String(params.additionalProperty)} is not an accepted field`;
    default:
      return `${where || 'request'} is invalid`;
  }
}

/**
 * Every failure leaves as the envelope with HTTP 200 (contract section 1): AppError keeps its code,
 * schema violations answer 401 with a readable message, anything unexpected answers 500 without internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: unknown, request, reply) => {
    if (thrown instanceof AppError) {
      return reply.status(200).send({ code: thrown.code, msg: thrown.message, ...(thrown.data === undefined ? {} : { data: thrown.data }) });
    }
    const error = thrown as FastifyError;
    if (error.validation) {
      return reply.status(200).send({ code: CODE.VALIDATION, msg: describeValidation(error) });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed bodies, oversize payloads, unsupported media types: the client's fault, said plainly.
      const msg = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'The request is too large'
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'The request has an unsupported content type'
        : error.code?.startsWith('FST_ERR_CTP') ? 'The request body could not be read'
        : 'The request could not be processed';
      return reply.status(200).send({ code: CODE.BAD_REQUEST, msg });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(200).send({ code: CODE.SERVER, msg: 'Internal error, please retry later' });
  });

});

import type { FastifyRequest } from 'fastify';
import { AppError, CODE } from '../lib/envelope';
import type { BusinessCode } from '../wire/codes';
import type { MessageKey, MessageParams } from './catalogues';
import type { ServerLanguage } from './languages';
import { requestLanguage } from './request-language';
import { translate } from './server-i18n';

/**
 * An AppError whose message is a catalogue phrase. Code deep in a repository or a parser does not know who asked, so it
 * names the phrase; the error handler translates it into the caller's language when it writes the envelope
 * (`envelopeMessage`). `message` holds the English text, for logs and for any handler that does not translate.
 */
export class LocalizedError extends AppError {
  constructor(
    code: BusinessCode,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    data?: unknown,
  ) {
    super(code, translate('en', key, params), data);
    this.name = 'LocalizedError';
  }
}

/** An AppError's message for a person reading `language`: a LocalizedError translated, any other as it was written. */
export function messageIn(language: ServerLanguage, error: AppError): string {
  return error instanceof LocalizedError ? translate(language, error.key, error.params) : error.message;
}

/** The envelope's `msg` for an AppError: a LocalizedError in the request's language, any other as it was written. */
export function envelopeMessage(error: AppError, request: Pick<FastifyRequest, 'headers'>): string {
  return messageIn(requestLanguage(request), error);
}

/** 400: a business rule refuses the request. */
export const refuse = (key: MessageKey, params?: MessageParams, data?: unknown) => new LocalizedError(CODE.BAD_REQUEST, key, params, data);
/** 401: the request is malformed in a way its schema cannot say. */
export const reject = (key: MessageKey, params?: MessageParams) => new LocalizedError(CODE.VALIDATION, key, params);
/** 403: the caller may not do this. */
export const deny = (key: MessageKey, params?: MessageParams) => new LocalizedError(CODE.FORBIDDEN, key, params);
/** 404: what the request names does not exist (or the caller may not know it does). */
export const missing = (key: MessageKey, params?: MessageParams) => new LocalizedError(CODE.NOT_FOUND, key, params);

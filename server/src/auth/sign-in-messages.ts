import type { FastifyRequest } from 'fastify';
import type { AreaKey, MessageParams } from '../i18n/catalogues';
import type { ServerLanguage } from '../i18n/languages';
import { requestLanguage } from '../i18n/request-language';
import { areaTranslator } from '../i18n/server-i18n';

// The person reading these is at the sign-in page, so they speak the console's language. The texts live in the
// `sign-in` area of server/locales/*.json; zh-CN texts of the spec's fixed prompts (seed 000 section 5) are verbatim.

export type MessageLanguage = ServerLanguage;

export type MessageKey = AreaKey<'sign-in'>;

/** The message for `key` in `language`, with `{{name}}` placeholders filled. */
export function message(language: MessageLanguage, key: MessageKey, params: MessageParams = {}): string {
  return areaTranslator(language, 'sign-in')(key, params);
}

/** Binds `message` to the request's language. */
export function messagesFor(request: FastifyRequest): (key: MessageKey, params?: MessageParams) => string {
  return areaTranslator(requestLanguage(request), 'sign-in');
}

import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, languageFromHeader, type ServerLanguage } from './languages';

/**
 * The language to answer a request in. The console sends its own language as Accept-Language on every call (and that
 * language is the one the person saved once signed in), so the header is the one source; the site's SLUICE_LANGUAGE (zh-CN unless set) when it names none.
 */
export function requestLanguage(
  request: Pick<FastifyRequest, 'headers'> & { server?: Pick<FastifyRequest['server'], 'config'> },
): ServerLanguage {
  const header = request.headers['accept-language'];
  return languageFromHeader(typeof header === 'string' ? header : undefined) ?? request.server?.config?.defaultLanguage ?? DEFAULT_LANGUAGE;
}

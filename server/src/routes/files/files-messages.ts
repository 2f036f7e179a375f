import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../i18n/request-language';
import { areaTranslator, type AreaTranslator } from '../../i18n/server-i18n';

/** The `files` texts of server/locales in the caller's language (success messages a person reads). */
export function filesMessagesFor(request: FastifyRequest): AreaTranslator<'files'> {
  return areaTranslator(requestLanguage(request), 'files');
}

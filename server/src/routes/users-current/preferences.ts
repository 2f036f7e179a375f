import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { THEMES } from '../../auth/complete-sign-in';
import { ok } from '../../lib/envelope';
import { envelopeOf } from '../../wire/envelope';

export const LANGUAGES = ['zh_CN', 'zh_TW', 'en'] as const;

const LanguageBody = Type.Object({ language: Type.Union(LANGUAGES.map((value) => Type.Literal(value))) }, { additionalProperties: false });
const ThemeBody = Type.Object({ theme: Type.Union(THEMES.map((value) => Type.Literal(value))) }, { additionalProperties: false });
const LANGUAGE_RESPONSE = { 200: envelopeOf(Type.Object({ language: Type.String() })) };
const THEME_RESPONSE = { 200: envelopeOf(Type.Object({ theme: Type.String() })) };

/**
 * The signed-in person's interface language and layout theme (contract section 7), stored on their user row:
 * CurrentUser returns them and sign-in answers with the theme. Authentication runs on onRequest, before body
 * validation, so a caller without a valid token always learns that first (602) rather than a field error.
 */
export const currentUserPreferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put('/permission/Users/Current/SystemLanguage', { schema: { body: LanguageBody, response: LANGUAGE_RESPONSE } }, async (request) => {
    const { language } = request.body;
    await app.db
      .updateTable('users')
      .set({ language })
      .where('id', '=', request.session?.userId ?? '')
      .execute();
    return ok({ language });
  });

  app.put('/permission/Users/Current/SystemTheme', { schema: { body: ThemeBody, response: THEME_RESPONSE } }, async (request) => {
    const { theme } = request.body;
    await app.db
      .updateTable('users')
      .set({ theme })
      .where('id', '=', request.session?.userId ?? '')
      .execute();
    return ok({ theme });
  });
};

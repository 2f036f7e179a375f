import i18next from 'i18next';
import { CATALOGUES, type Area, type AreaKey, type MessageKey, type MessageParams } from './catalogues';
import { DEFAULT_LANGUAGE, SERVER_LANGUAGES, type ServerLanguage } from './languages';

/**
 * The server's own i18next instance, apart from any other (the console's lives in src/lib/i18n.ts). Catalogues are
 * bundled, so it is ready synchronously; a missing key falls back to zh-CN, then to the key itself.
 */
const serverI18n = i18next.createInstance();

void serverI18n.init({
  resources: Object.fromEntries(SERVER_LANGUAGES.map((language) => [language, { translation: CATALOGUES[language] }])),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SERVER_LANGUAGES],
  // Messages go into JSON envelopes and log lines, never into HTML: nothing to escape.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** A message of the catalogue in `language`, with `{{name}}` placeholders filled from `params`. */
export function translate(language: ServerLanguage, key: MessageKey, params?: MessageParams): string {
  return serverI18n.t(key, { ...params, lng: language });
}

export type AreaTranslator<A extends Area> = (key: AreaKey<A>, params?: MessageParams) => string;

/** Binds `translate` to one language and one area, so callers name keys relative to the area (`enter-account`). */
export function areaTranslator<A extends Area>(language: ServerLanguage, area: A): AreaTranslator<A> {
  const fixed = serverI18n.getFixedT(language, null, area);
  return (key, params) => fixed(key, { ...params });
}

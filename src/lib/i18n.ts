import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { buildCatalogues } from './locale-catalogue';
import { DEFAULT_LANGUAGE, detectLanguage, type Language } from './language';
import { getSetting, setSetting } from './storage';

const files = import.meta.glob<unknown>('../../locales/*/*.json', { eager: true, import: 'default' });

/** All catalogues merged per language into one `translation` namespace (so `routes.<name>` keys work). */
export const CATALOGUES = buildCatalogues(files);

const DAYJS_LOCALE: Record<Language, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', en: 'en' };

function applyLanguage(language: Language): void {
  dayjs.locale(DAYJS_LOCALE[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

const initial = detectLanguage(getSetting('language'), typeof navigator === 'undefined' ? undefined : navigator.language);

/** The console's i18next instance, initialised synchronously with every catalogue. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(Object.entries(CATALOGUES).map(([language, translation]) => [language, { translation }])),
  lng: initial,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['zh-CN', 'zh-TW', 'en'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyLanguage(initial);

/** The language in use. */
export function currentLanguage(): Language {
  const language = i18n.language;
  return language === 'zh-TW' || language === 'en' ? language : 'zh-CN';
}

/** Switches the interface language, stores the choice locally and moves dayjs with it. */
export async function changeLanguage(language: Language): Promise<void> {
  setSetting('language', language);
  await i18n.changeLanguage(language);
  applyLanguage(language);
}

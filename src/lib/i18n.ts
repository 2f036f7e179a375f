import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ConsolePart } from './console-catalogues';
import type { Catalogue } from './locale-catalogue';
import { DEFAULT_LANGUAGE, detectLanguage, type Language } from './language';
import { getSetting, setSetting } from './storage';

/**
 * A language's catalogue comes in parts: what the sign-in page needs, the shell's words, and the words of the
 * administration and monitoring pages, which only those pages wait for (src/app/router/screen-words.ts).
 */
export type CataloguePart = 'sign-in' | ConsolePart;

/**
 * One chunk per part and language, so the sign-in page downloads only its own words in its own language
 * (bench/bundle-size.ts counts them in the login route), the console's part arrives with the console layout and the
 * first page (/home) carries none of the administration's or monitoring's words.
 */
const SIGN_IN_CATALOGUES: Record<Language, () => Promise<{ CATALOGUE: Catalogue }>> = {
  'zh-CN': () => import('./catalogues/zh-cn-sign-in'),
  'zh-TW': () => import('./catalogues/zh-tw-sign-in'),
  en: () => import('./catalogues/en-sign-in'),
};

/** The sign-in part from here; the other parts' loaders are a chunk of their own, off the sign-in page's path. */
async function importCatalogue(language: Language, part: CataloguePart): Promise<Catalogue> {
  if (part === 'sign-in') return (await SIGN_IN_CATALOGUES[language]()).CATALOGUE;
  return (await import('./console-catalogues')).importConsoleCatalogue(language, part);
}

function applyLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

const initial = detectLanguage(getSetting('language'), typeof navigator === 'undefined' ? undefined : navigator.language);

/** The console's i18next instance. Catalogues arrive with `loadCatalogue`; the first one before the first render. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: initial,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['zh-CN', 'zh-TW', 'en'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyLanguage(initial);

const loading = new Map<string, Promise<void>>();
/** Parts asked for so far: a language switch brings the same parts of the new language. */
const partsInUse = new Set<CataloguePart>(['sign-in']);

/** Fetches a part of a language's catalogue once and hands it to i18next; later calls share the first download. */
export function loadCatalogue(language: Language, part: CataloguePart = 'sign-in'): Promise<void> {
  partsInUse.add(part);
  const key = `${language}/${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = importCatalogue(language, part).then((catalogue) => {
      i18n.addResourceBundle(language, 'translation', catalogue, true, true);
    });
    // A failed download (offline for a moment) may be tried again by the next call.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** The console's words in the language in use; the console layout waits for them. */
export function loadConsoleCatalogue(): Promise<void> {
  return loadCatalogue(currentLanguage(), 'console');
}

/** Settles when the language chosen at start-up can be shown; main.tsx renders after it. */
export const i18nReady: Promise<void> = loadCatalogue(initial);

/** The language in use. */
export function currentLanguage(): Language {
  const language = i18n.language;
  return language === 'zh-TW' || language === 'en' ? language : 'zh-CN';
}

/** Switches the interface language and stores the choice locally (dayjs follows: see dayjs-locale.ts). */
export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all([...partsInUse].map((part) => loadCatalogue(language, part)));
  setSetting('language', language);
  await i18n.changeLanguage(language);
  applyLanguage(language);
}

export const LANGUAGES = ['zh-CN', 'zh-TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** Each language named in itself, so a reader can always find their own. */
export const NATIVE_LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', en: 'English' };

/** The server's spelling of a language (contract section 7). */
export type ServerLanguage = 'zh_CN' | 'zh_TW' | 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The console language a server spelling names ('zh_CN', 'zh_TW', 'en'; also 'zh-CN' style), or null. */
export function fromServerLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const spelled = value.replace('_', '-');
  return isLanguage(spelled) ? spelled : null;
}

export function toServerLanguage(language: Language): ServerLanguage {
  if (language === 'zh-TW') return 'zh_TW';
  if (language === 'en') return 'en';
  return 'zh_CN';
}

/**
 * Spec section 1: the stored choice wins; otherwise the browser language (a locale containing
 * "tw" gives traditional Chinese, a match on zh or en gives that one), default simplified Chinese.
 */
export function detectLanguage(stored: unknown, browserLanguage: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  const browser = (browserLanguage ?? '').toLowerCase();
  if (browser.includes('tw')) return 'zh-TW';
  if (/^zh\b/.test(browser)) return 'zh-CN';
  if (/^en\b/.test(browser)) return 'en';
  return DEFAULT_LANGUAGE;
}

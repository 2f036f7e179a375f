/** The languages the server answers in; zh-CN is the spec's default (seed 000 section 1). */
export const SERVER_LANGUAGES = ['zh-CN', 'zh-TW', 'en'] as const;

export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: ServerLanguage = 'zh-CN';

/** The supported language a BCP 47 tag (or the console's `zh_CN` spelling) reads as, if any. */
export function matchLanguage(tag: string): ServerLanguage | undefined {
  const normal = tag.trim().toLowerCase().replace(/_/g, '-');
  // Traditional script regions and tags read as zh-TW; every other Chinese as zh-CN.
  if (/^zh-(tw|hk|mo|hant)/.test(normal)) return 'zh-TW';
  if (normal === 'zh' || normal.startsWith('zh-')) return 'zh-CN';
  if (normal === 'en' || normal.startsWith('en-')) return 'en';
  return undefined;
}

/** Picks the first supported language of an Accept-Language header by q weight; undefined when none matches. */
export function languageFromHeader(header: string | undefined): ServerLanguage | undefined {
  if (header === undefined || header === '') return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag, weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return undefined;
}

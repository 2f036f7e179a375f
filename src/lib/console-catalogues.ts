import type { Language } from './language';
import type { Catalogue } from './locale-catalogue';

/** The catalogue parts of the signed-in console (src/lib/i18n.ts has the sign-in part). */
export const CONSOLE_PARTS = ['console', 'administration', 'monitoring', 'work'] as const;
export type ConsolePart = (typeof CONSOLE_PARTS)[number];

const LOADERS: Record<Language, Record<ConsolePart, () => Promise<{ CATALOGUE: Catalogue }>>> = {
  'zh-CN': {
    console: () => import('./catalogues/zh-cn-console'),
    administration: () => import('./catalogues/zh-cn-administration'),
    monitoring: () => import('./catalogues/zh-cn-monitoring'),
    work: () => import('./catalogues/zh-cn-work'),
  },
  'zh-TW': {
    console: () => import('./catalogues/zh-tw-console'),
    administration: () => import('./catalogues/zh-tw-administration'),
    monitoring: () => import('./catalogues/zh-tw-monitoring'),
    work: () => import('./catalogues/zh-tw-work'),
  },
  en: {
    console: () => import('./catalogues/en-console'),
    administration: () => import('./catalogues/en-administration'),
    monitoring: () => import('./catalogues/en-monitoring'),
    work: () => import('./catalogues/en-work'),
  },
};

/** A signed-in part of a language's catalogue (src/lib/i18n.ts loads the sign-in part itself). */
export async function importConsoleCatalogue(language: Language, part: ConsolePart): Promise<Catalogue> {
  return (await LOADERS[language][part]()).CATALOGUE;
}

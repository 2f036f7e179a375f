import { buildCatalogues } from '../locale-catalogue';

/** The administration pages' words in en: loaded with the first of those pages. */
export const CATALOGUE = buildCatalogues(
  import.meta.glob<unknown>('../../../locales/en/{admin,authority,profile,system-data}.json', { eager: true, import: 'default' }),
)['en'];

import { buildCatalogues } from '../locale-catalogue';

/** The monitoring pages' and the cockpit's words in en: loaded with the first of those pages. */
export const CATALOGUE = buildCatalogues(
  import.meta.glob<unknown>('../../../locales/en/{monitoring,cockpit,map}.json', { eager: true, import: 'default' }),
)['en'];

import { buildCatalogues } from '../locale-catalogue';

/** The monitoring pages' and the cockpit's words in zh-TW: loaded with the first of those pages. */
export const CATALOGUE = buildCatalogues(
  import.meta.glob<unknown>('../../../locales/zh-TW/{monitoring,cockpit,map}.json', { eager: true, import: 'default' }),
)['zh-TW'];

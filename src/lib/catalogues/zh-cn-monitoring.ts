import { buildCatalogues } from '../locale-catalogue';

/** The monitoring pages' and the cockpit's words in zh-CN: loaded with the first of those pages. */
export const CATALOGUE = buildCatalogues(
  import.meta.glob<unknown>('../../../locales/zh-CN/{monitoring,cockpit,map}.json', { eager: true, import: 'default' }),
)['zh-CN'];

import { buildCatalogues } from '../locale-catalogue';

/** The administration pages' words in zh-TW: loaded with the first of those pages. */
export const CATALOGUE = buildCatalogues(
  import.meta.glob<unknown>('../../../locales/zh-TW/{admin,authority,profile,system-data}.json', { eager: true, import: 'default' }),
)['zh-TW'];

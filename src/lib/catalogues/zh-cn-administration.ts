import { buildCatalogues } from '../locale-catalogue';

/** The administration pages' words in zh-CN: loaded with the first of those pages. */
export const CATALOGUE = buildCatalogues(
  import.meta.glob<unknown>('../../../locales/zh-CN/{admin,authority,profile,system-data}.json', { eager: true, import: 'default' }),
)['zh-CN'];

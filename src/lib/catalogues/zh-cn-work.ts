import { buildCatalogues } from '../locale-catalogue';

/** The form engine's, work orders' and generated modules' words in zh-CN: loaded with the first of those pages. */
export const CATALOGUE = buildCatalogues(
  import.meta.glob<unknown>('../../../locales/zh-CN/{designer,forms,generated,modules,work-orders}.json', {
    eager: true,
    import: 'default',
  }),
)['zh-CN'];

import { buildCatalogues } from '../locale-catalogue';

/** The form engine's, work orders' and generated modules' words in zh-TW: loaded with the first of those pages. */
export const CATALOGUE = buildCatalogues(
  import.meta.glob<unknown>('../../../locales/zh-TW/{designer,forms,generated,modules,work-orders}.json', {
    eager: true,
    import: 'default',
  }),
)['zh-TW'];

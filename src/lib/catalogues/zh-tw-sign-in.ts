import { buildCatalogues } from '../locale-catalogue';

/** What the sign-in page and the API client say in zh-TW (areas auth, common, errors): loaded before the first render. */
export const CATALOGUE = buildCatalogues(
  import.meta.glob<unknown>('../../../locales/zh-TW/{auth,common,errors}.json', { eager: true, import: 'default' }),
)['zh-TW'];

import { buildCatalogues } from '../locale-catalogue';

/** What the sign-in page and the API client say in zh-CN (areas auth, common, errors): loaded before the first render. */
export const CATALOGUE = buildCatalogues(
  import.meta.glob<unknown>('../../../locales/zh-CN/{auth,common,errors}.json', { eager: true, import: 'default' }),
)['zh-CN'];

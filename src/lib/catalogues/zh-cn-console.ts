import { buildCatalogues } from '../locale-catalogue';

/** Every other zh-CN area: loaded with the console layout, while the person signs in. */
export const CATALOGUE = buildCatalogues(
  import.meta.glob<unknown>(['../../../locales/zh-CN/*.json', '!../../../locales/zh-CN/{auth,common,errors}.json'], {
    eager: true,
    import: 'default',
  }),
)['zh-CN'];

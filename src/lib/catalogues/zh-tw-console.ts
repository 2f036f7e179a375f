import { buildCatalogues } from '../locale-catalogue';

/** Every other zh-TW area: loaded with the console layout, while the person signs in. */
export const CATALOGUE = buildCatalogues(
  import.meta.glob<unknown>(['../../../locales/zh-TW/*.json', '!../../../locales/zh-TW/{auth,common,errors}.json'], {
    eager: true,
    import: 'default',
  }),
)['zh-TW'];

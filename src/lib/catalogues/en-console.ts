import { buildCatalogues } from '../locale-catalogue';

/** Every other en area: loaded with the console layout, while the person signs in. */
export const CATALOGUE = buildCatalogues(
  import.meta.glob<unknown>(['../../../locales/en/*.json', '!../../../locales/en/{auth,common,errors}.json'], {
    eager: true,
    import: 'default',
  }),
)['en'];

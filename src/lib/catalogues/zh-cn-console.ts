import { buildCatalogues } from '../locale-catalogue';

/** The shell's words in zh-CN (every area but sign-in's and the administration, monitoring and work pages'): loaded with the console layout. */
export const CATALOGUE = buildCatalogues(
  import.meta.glob<unknown>(
    [
      '../../../locales/zh-CN/*.json',
      '!../../../locales/zh-CN/{auth,common,errors,admin,authority,profile,system-data,monitoring,cockpit,map,designer,forms,generated,modules,work-orders}.json',
    ],
    {
      eager: true,
      import: 'default',
    },
  ),
)['zh-CN'];

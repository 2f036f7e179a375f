import type { Db } from '../../db/database';
import type { SiteConfig } from '../../wire/site-config';

// The shape is the wire schema's (server/src/wire/site-config.ts); re-exported for the current-user loader.

/** Used for any key the sys_config table lacks, so the console always gets a complete object. */
export const SITE_CONFIG_DEFAULTS: SiteConfig = {
  title: 'Sluice',
  sysName: 'Sluice',
  sysVersion: 'V3.3',
  copyright: '',
  logoIcon: '/favicon.svg',
  navigationIcon: '/favicon.svg',
  menuStyle: '1',
  drawerStyle: '1',
  runningMode: '111',
};

// Only these keys are ever read: sys_config also holds settings that must not reach an unsigned-in caller.
const SITE_CONFIG_KEYS = Object.keys(SITE_CONFIG_DEFAULTS) as (keyof SiteConfig)[];

/** Reads the public site settings in one query, falling back to the defaults per key. */
export async function readSiteConfig(db: Db): Promise<SiteConfig> {
  const rows = await db.selectFrom('sysConfig').select(['key', 'value']).where('key', 'in', SITE_CONFIG_KEYS).execute();
  const config: SiteConfig = { ...SITE_CONFIG_DEFAULTS };
  for (const row of rows) {
    // An emptied setting means "use the default", never a blank title or running mode.
    if (row.value !== '') config[row.key as keyof SiteConfig] = row.value;
  }
  return config;
}

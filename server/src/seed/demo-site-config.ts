import type { Insertable } from 'kysely';
import type { SysConfigTable } from '../db/tables/core';
import type { SiteConfig } from '../wire/site-config';

const DEMO_SITE_CONFIG: SiteConfig = {
  title: 'Sluice',
  sysName: 'Sluice 水利工程运行值守平台',
  sysVersion: 'V3.3',
  copyright: 'Copyright © 2026 澜江水务集团',
  logoIcon: '/favicon.svg',
  navigationIcon: '/favicon.svg',
  menuStyle: '1',
  drawerStyle: '1',
  runningMode: '111',
};

export function siteConfigRows(): Insertable<SysConfigTable>[] {
  return Object.entries(DEMO_SITE_CONFIG).map(([key, value]) => ({ key, value }));
}

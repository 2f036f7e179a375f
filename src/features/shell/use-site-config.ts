import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSession } from '../../lib/session-store';
import type { SiteConfig } from '../../../server/src/wire/site-config';
import { getSetting, setSetting } from '../../lib/storage';
import { shellApi } from './api';

/** Site config with every field the shell shows; empty strings where the server has nothing. */
export interface ShellSiteConfig {
  title: string;
  sysName: string;
  sysVersion: string;
  copyright: string;
  logoIcon: string;
  navigationIcon: string;
}

const pick = (...values: (string | null | undefined)[]) => values.find((value) => typeof value === 'string' && value.trim() !== '') ?? '';

/**
 * The site config (`GET /api/system/SysConfig`) for the sidebar logo, the about dialog and the footer. The last copy
 * is kept locally so the shell draws at once; CurrentUser's sysConfigInfo fills what the public call lacks.
 */
export function useShellSiteConfig(): ShellSiteConfig {
  const query = useQuery({
    queryKey: ['shell', 'site-config'],
    queryFn: shellApi.siteConfig,
    placeholderData: getSetting('sysConfig') ?? undefined,
    staleTime: 5 * 60_000,
  });
  const fetched = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (fetched) setSetting('sysConfig', fetched);
  }, [fetched]);
  const fromSession = useSession((session) => session.sysConfigInfo);
  const site: SiteConfig | undefined = query.data;
  return useMemo(
    () => ({
      title: pick(site?.title, fromSession?.title),
      sysName: pick(site?.sysName, fromSession?.sysName),
      sysVersion: pick(site?.sysVersion, fromSession?.sysVersion),
      copyright: pick(site?.copyright, fromSession?.copyright),
      logoIcon: pick(site?.logoIcon, fromSession?.logoIcon),
      navigationIcon: pick(site?.navigationIcon, fromSession?.navigationIcon),
    }),
    [site, fromSession],
  );
}

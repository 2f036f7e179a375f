import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SiteConfig } from '../../../lib/session-types';
import { getSetting, setSetting } from '../../../lib/storage';
import { authApi } from '../api';

/** The public site configuration (title, logos); the last copy is kept locally so the page draws at once. */
export function useSiteConfig(): SiteConfig | null {
  const query = useQuery({
    queryKey: ['auth', 'site-config'],
    queryFn: authApi.sysConfig,
    placeholderData: getSetting('sysConfig') ?? undefined,
    staleTime: 5 * 60_000,
  });
  const fetched = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (fetched) setSetting('sysConfig', fetched);
  }, [fetched]);
  return query.data ?? null;
}

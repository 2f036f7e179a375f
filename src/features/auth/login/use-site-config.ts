import { useEffect, useState } from 'react';
import type { SiteConfig } from '../../../../server/src/wire/site-config';
import { getSetting, setSetting } from '../../../lib/storage';
import { authApi } from '../api';

/**
 * The public site configuration (title, logos). The last copy is kept locally so the page draws at once, and is
 * replaced when the server answers. A plain effect, not TanStack Query: the sign-in page loads without the cache.
 */
export function useSiteConfig(): SiteConfig | null {
  const [config, setConfig] = useState<SiteConfig | null>(() => getSetting('sysConfig') ?? null);
  useEffect(() => {
    let current = true;
    authApi
      .sysConfig()
      .then((fetched) => {
        if (!current || !fetched) return;
        setSetting('sysConfig', fetched);
        setConfig(fetched);
      })
      // The stored copy (or the product defaults) stays; the API client has said what went wrong.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return config;
}

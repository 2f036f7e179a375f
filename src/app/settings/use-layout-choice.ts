import { useCallback } from 'react';
import { shellApi } from '../../features/shell/api';
import { selectLayout } from '../../lib/layout-rules';
import type { LayoutType } from '../../lib/layout-type';
import { sessionStore } from '../../lib/session-store';
import { setSetting } from '../../lib/storage';
import { useSetting } from '../../lib/use-setting';

/** The navigation mode: stored locally at once and saved on the server (`PUT .../Current/SystemTheme {theme}`). */
export function useLayoutChoice(): [LayoutType, (layout: LayoutType) => void] {
  const layout = selectLayout(useSetting('layoutType'));
  const choose = useCallback((next: LayoutType) => {
    setSetting('layoutType', next);
    if (!sessionStore.get().token) return;
    // The local choice already applies; a refusal has been shown by the api client.
    shellApi.saveLayout(next).catch(() => undefined);
  }, []);
  return [layout, choose];
}

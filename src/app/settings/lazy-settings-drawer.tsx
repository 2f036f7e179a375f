import { lazy, Suspense, useEffect, useState } from 'react';
import { useSettingsDrawerOpen } from './settings-open';

const SettingsDrawer = lazy(() => import('./settings-drawer').then((module) => ({ default: module.SettingsDrawer })));

/**
 * The settings drawer, fetched the first time it is opened and kept mounted after (so it can animate closed):
 * most visits never open it, so the shell's first download does not carry it.
 */
export function LazySettingsDrawer() {
  const open = useSettingsDrawerOpen();
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDrawer />
    </Suspense>
  );
}

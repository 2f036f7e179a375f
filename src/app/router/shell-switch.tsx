import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoading } from '../../ui/page-loading';
import { LayoutSwitch } from '../layouts/layout-switch';

// Only walls need it: the everyday shell does not download it.
const WallLayout = lazy(() => import('./wall-layout').then((module) => ({ default: module.WallLayout })));

/** Whether a location is the cockpit's wall display (`/cockpit?wall=1`), drawn without the shell's chrome. */
export function isWallLocation(pathname: string, search: string): boolean {
  return pathname === '/cockpit' && new URLSearchParams(search).get('wall') === '1';
}

/** The signed-in shell in the chosen layout, or the chromeless wall for the cockpit's wall mode. */
export function ShellSwitch() {
  const { pathname, search } = useLocation();
  if (!isWallLocation(pathname, search)) return <LayoutSwitch />;
  return (
    <Suspense fallback={<PageLoading fullScreen />}>
      <WallLayout />
    </Suspense>
  );
}

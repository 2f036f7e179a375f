import { Activity, Fragment } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useNavigationType, useOutlet } from 'react-router-dom';
import { useRouteMeta } from '../../lib/route-meta';
import { isCached, isTabbable } from '../../lib/tab-rules';
import { useSetting } from '../../lib/use-setting';
import { useTabs } from './tab-store';
import { keptViews } from './kept-views';
import { effectiveCache, useViewCacheState } from './view-cache';

/**
 * The shell's outlet with keep-alive (spec 2.6): views whose names are in the cache list stay mounted but hidden
 * (React's Activity keeps their state and pauses their effects) while another tab is in view. Each hidden view keeps
 * seeing the location it was opened at, so it does not re-route itself to the page now in view.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const meta = useRouteMeta();
  const cacheState = useViewCacheState();
  const tabs = useTabs();
  const useCache = useSetting('useCache');
  const path = location.pathname;
  const name = meta?.name ?? '';
  const cached = effectiveCache(cacheState, path, name, useCache);
  const keepCurrent = useCache && name !== '' && isTabbable(path) && isCached(cached, { name, path });

  // Render-time bookkeeping on purpose: the current view must land in the kept list in the same render it first
  // shows, or React would mount it twice. Every write is idempotent, so a repeated render changes nothing.
  for (const [keptPath, view] of keptViews) {
    const stillWanted = useCache && isCached(cached, { name: view.name, path: keptPath }) && tabs.some((tab) => tab.path === keptPath);
    if (keptPath !== path && !stillWanted) keptViews.delete(keptPath);
  }
  if (keepCurrent) keptViews.set(path, { element: outlet, location, name });
  else keptViews.delete(path);

  return (
    <>
      {[...keptViews].map(([keptPath, view]) => (
        <Activity key={keptPath} mode={keptPath === path ? 'visible' : 'hidden'}>
          <LocationContext.Provider value={{ location: keptPath === path ? location : view.location, navigationType }}>
            {view.element}
          </LocationContext.Provider>
        </Activity>
      ))}
      {keepCurrent ? null : <Fragment key={path}>{outlet}</Fragment>}
    </>
  );
}

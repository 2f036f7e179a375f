import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { setSetting } from '../../lib/storage';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useSetting } from '../../lib/use-setting';

export interface SidebarState {
  isMobile: boolean;
  /** Desktop: the stored state (1 open, 0 closed). */
  collapsed: boolean;
  /** Mobile: the sidebar is a drawer, closed on every route change. */
  drawerOpen: boolean;
  toggle: () => void;
  closeDrawer: () => void;
}

/** The sidebar's open state (spec section 4): stored 1/0 on the desktop; a drawer that closes on navigation on mobile. */
export function useSidebar(): SidebarState {
  const isMobile = useIsMobile();
  const stored = useSetting('sidebarStatus');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname, isMobile]);

  const toggle = useCallback(() => {
    if (isMobile) setDrawerOpen((open) => !open);
    else setSetting('sidebarStatus', stored === 0 ? 1 : 0);
  }, [isMobile, stored]);

  return { isMobile, collapsed: stored === 0, drawerOpen, toggle, closeDrawer: () => setDrawerOpen(false) };
}

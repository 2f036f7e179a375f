import { sessionStore } from '../../lib/session-store';

/** Shows a saved name or avatar in the top bar at once, without reloading the whole session. */
export function patchSessionUser(patch: { userName?: string; headIcon?: string }): void {
  const { menuList, userInfo, permissionList, sysConfigInfo, leftMenuList } = sessionStore.get();
  if (!menuList || !userInfo || !sysConfigInfo) return;
  sessionStore.setSession({ menuList, permissionList, sysConfigInfo, userInfo: { ...userInfo, ...patch } });
  // setSession starts the side menu again from the top menu; keep the one on screen.
  sessionStore.setLeftMenuList(leftMenuList);
}

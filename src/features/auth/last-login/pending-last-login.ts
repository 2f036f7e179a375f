import type { UserInfo } from '../../../../server/src/wire/current-user';

let pending: UserInfo | null = null;

/**
 * The sign-in page has no antd to show the previous-login notice with (it loads without it); it leaves the person
 * here and the console layout shows the notice once it is on screen.
 */
export function setPendingLastLogin(userInfo: UserInfo): void {
  pending = userInfo.prevLogin === 1 ? userInfo : null;
}

/** The notice still to show, once: taking it clears it. */
export function takePendingLastLogin(): UserInfo | null {
  const taken = pending;
  pending = null;
  return taken;
}

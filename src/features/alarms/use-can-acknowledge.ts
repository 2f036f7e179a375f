import { hasButton } from '../../lib/permissions';
import { useSession } from '../../lib/session-store';
import { useMenuRoutes } from '../../lib/use-menu-routes';

/** The alarm page's menu route; its permission entry says who may acknowledge. */
export const ALARM_PAGE_PATH = '/monitoring/alarms';
export const ACK_BUTTON = 'btn_ack';

/**
 * Whether the signed-in user may acknowledge alarms outside the alarm page (the top bar): the alarm page's
 * entry must list `btn_ack`, as on the page itself. The server checks again on every call.
 */
export function useCanAcknowledge(): boolean {
  const { byPath } = useMenuRoutes();
  const permissionList = useSession((session) => session.permissionList);
  return hasButton(permissionList, byPath.get(ALARM_PAGE_PATH)?.meta.modelId, ACK_BUTTON);
}

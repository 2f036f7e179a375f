import { APP_CONFIG } from '../../config/app-config';

/** Where the hub listens (contract section 4); the token is appended url-encoded by streams/. */
export const SOCKET_PATH = '/api/message/websocket';

/**
 * The websocket address for a token: the API base when it names another host, otherwise the page's own host,
 * with ws: or wss: following the page (an https console must use wss).
 */
export function socketAddress(token: string, location: Pick<Location, 'origin'> = window.location): string {
  const base = new URL(`${APP_CONFIG.apiBaseUrl.replace(/\/+$/, '')}${SOCKET_PATH}`, location.origin);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${base.toString().replace(/\/+$/, '')}/${encodeURIComponent(token)}`;
}

import type { ConsolePart } from '../../lib/console-catalogues';

export type ScreenPart = Exclude<ConsolePart, 'console'>;

/** An area each part holds: once it is in i18next's store, the part is loaded. */
export const PART_AREA: Record<ScreenPart, string> = { administration: 'admin', monitoring: 'monitoring' };

/**
 * The catalogue part a screen's words are in, beyond the shell's: the administration pages (/permission, /system,
 * /profile) and the monitoring pages with the cockpit. Null for screens that use the shell's words only.
 */
export function screenWords(path: string): ScreenPart | null {
  if (path.startsWith('/permission/') || path.startsWith('/system/') || path === '/profile') return 'administration';
  if (path.startsWith('/monitoring/') || path === '/cockpit') return 'monitoring';
  return null;
}

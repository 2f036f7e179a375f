import type { ConsolePart } from '../../lib/console-catalogues';

export type ScreenPart = Exclude<ConsolePart, 'console'>;

/** An area each part holds: once it is in i18next's store, the part is loaded. */
export const PART_AREA: Record<ScreenPart, string> = { administration: 'admin', monitoring: 'monitoring', work: 'work-orders' };

/** Screens of the form engine, work orders and generated modules (menu types 3, 4, 5 and 8): the `work` part. */
const WORK_PREFIXES = ['/projecManagement/', '/projecType/', '/model/', '/onlineDev/', '/dictionary/', '/dataReport/', '/portal/'];
const WORK_PATHS = ['/formDetails', '/previewModel'];

/**
 * The catalogue part a screen's words are in, beyond the shell's: the administration pages (/permission, /system,
 * /profile), the monitoring pages with the cockpit, and the work pages (forms, work orders, generated modules). Null
 * for screens that use the shell's words only.
 */
export function screenWords(path: string): ScreenPart | null {
  if (path.startsWith('/permission/') || path.startsWith('/system/') || path === '/profile') return 'administration';
  if (path.startsWith('/monitoring/') || path === '/cockpit') return 'monitoring';
  if (WORK_PATHS.includes(path) || WORK_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'work';
  return null;
}

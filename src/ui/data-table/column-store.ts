import { APP_CONFIG } from '../../config/app-config';
import { readSettings, type ColumnSetting } from './column-layout';

/**
 * The local copy of a table's column layout, under the product prefix, per menu and per person: duty-room
 * computers are shared, and one officer's hidden columns must not follow the next one who signs in.
 */
export function columnStoreKey(moduleId: string, userId: string | undefined): string {
  return `${APP_CONFIG.storagePrefix}columns_${moduleId}${userId ? `_${userId}` : ''}`;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored layout, or null when there is none or it cannot be read. */
export function readLocalColumns(key: string): ColumnSetting[] | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const settings = readSettings(JSON.parse(raw));
    return settings.length > 0 ? settings : null;
  } catch {
    return null;
  }
}

export function writeLocalColumns(key: string, layout: readonly ColumnSetting[] | null): void {
  try {
    if (layout === null) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(layout));
  } catch {
    // Storage refused (quota, private mode): the server copy still holds the layout.
  }
}

import { http } from '../../lib/api-client';
import { readSettings, type ColumnSetting } from './column-layout';

const GET_PATH = '/api/permission/Authority/GetColumnsByModuleId/';
const SET_PATH = '/api/permission/Authority/SetColumnsByModuleId/';

/**
 * The saved layout of a menu's table for the signed-in person; [] when none is saved. The server answers the parsed
 * list, but a platform that sends the JSON text (the contract's PUT shape) is read too.
 */
export async function fetchColumnSettings(moduleId: string): Promise<ColumnSetting[]> {
  const data = await http.get<unknown>(GET_PATH + encodeURIComponent(moduleId), undefined, { noTip: true });
  if (typeof data === 'string') {
    try {
      return readSettings(JSON.parse(data));
    } catch {
      return [];
    }
  }
  const list = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as { list?: unknown }).list : data;
  return readSettings(list);
}

/** Saves the layout (`fieldList` as JSON text, contract section 7); an empty list restores the page's default. */
export async function saveColumnSettings(moduleId: string, layout: readonly ColumnSetting[]): Promise<void> {
  await http.put(SET_PATH + encodeURIComponent(moduleId), { moduleId, fieldList: JSON.stringify(layout) });
}

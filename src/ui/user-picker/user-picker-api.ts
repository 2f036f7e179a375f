import { http } from '../../lib/api-client';
import type { TreeItem } from '../tree/tree-item';

const SELECTOR_PATH = '/api/permission/Users/ImUser/Selector/';
const USER_LIST_PATH = '/api/permission/Users/getUserList';

/** The server answers a keyword search with at most this many people (server/docs/shell.md). */
export const PICKER_SEARCH_LIMIT = 50;

/** The top companies ('0') or a unit's child units followed by the people directly in it. */
export async function fetchPickerChildren(organizeId: string): Promise<TreeItem[]> {
  const data = await http.post<{ list?: TreeItem[] }>(SELECTOR_PATH + encodeURIComponent(organizeId), {});
  return data?.list ?? [];
}

/** Enabled people anywhere whose account, name or mobile matches, flat. */
export async function searchPickerUsers(keyword: string): Promise<TreeItem[]> {
  const data = await http.post<{ list?: TreeItem[] }>(`${SELECTOR_PATH}0`, { keyword });
  return (data?.list ?? []).filter((item) => item.type === 'user');
}

/** People by id, in the order asked (for showing a picker's current value). */
export async function fetchUsersByIds(ids: readonly string[]): Promise<TreeItem[]> {
  if (ids.length === 0) return [];
  const data = await http.post<{ list?: TreeItem[] }>(USER_LIST_PATH, { userId: ids });
  return data?.list ?? [];
}

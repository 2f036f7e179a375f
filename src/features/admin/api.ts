import { http, type CallOptions } from '../../lib/api-client';
import type { TreeItem } from '../../ui/tree/tree-item';
import type { OrganizeUnit, Paged, UserQuery, UserRow } from './types';

/** The administration pages' server paths, written once (server/docs/shell.md). */
export const ADMIN_PATHS = {
  users: '/api/permission/Users',
  organizeTree: '/api/permission/Organize/Tree',
  organize: '/api/permission/Organize',
  feedback: '/api/system/Feedback',
  /** The user directory's export (POST, file answer). Not served yet; until it is, the button fails quietly (spec section 8). */
  usersExport: '/api/permission/Users/Actions/Export',
} as const;

/** Query parameters without the empty ones, so the server applies its own defaults. */
function compact(query: UserQuery): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
}

export function fetchUsers(query: UserQuery, options?: CallOptions): Promise<Paged<UserRow>> {
  return http.get<Paged<UserRow>>(ADMIN_PATHS.users, compact(query), options);
}

export function fetchUser(id: string): Promise<UserRow> {
  return http.get<UserRow>(`${ADMIN_PATHS.users}/${encodeURIComponent(id)}`);
}

/** Enabled companies and departments as a tree (open to every signed-in person). */
export async function fetchOrganizeTree(): Promise<TreeItem[]> {
  return (await http.get<{ list?: TreeItem[] }>(ADMIN_PATHS.organizeTree))?.list ?? [];
}

/** The organisation-management tree, disabled units included (needs the organisation menu). */
export async function fetchOrganizeUnits(): Promise<OrganizeUnit[]> {
  return (await http.get<{ list?: OrganizeUnit[] }>(ADMIN_PATHS.organize))?.list ?? [];
}

export interface FeedbackInput {
  title: string;
  content: string;
  contact?: string;
  page?: string;
}

/** Sends a report to the administrators' feedback list; answers the new id. */
export function sendFeedback(input: FeedbackInput): Promise<{ id: string }> {
  return http.post<{ id: string }>(ADMIN_PATHS.feedback, input);
}

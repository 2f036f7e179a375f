import { http, type CallOptions } from '../../lib/api-client';
import type { TreeItem } from '../../ui/tree/tree-item';
import type { Paged } from '../../../server/src/wire/envelope';
import type { CreatedUser, OrganizeUnit, PositionRow, UserInput, UserQuery, UserRow } from './types';

/** The administration pages' server paths, written once (server/docs/shell.md). */
export const ADMIN_PATHS = {
  users: '/api/permission/Users',
  organizeTree: '/api/permission/Organize/Tree',
  /** The tree narrowed to the caller's data scope on a menu (`menuCode`). */
  organizeTreeByAuth: '/api/permission/Organize/Department/SelectorByAuth/0',
  organize: '/api/permission/Organize',
  feedback: '/api/system/Feedback',
  /** The user directory's export (POST, file answer); a failure answers the envelope and the button fails quietly (spec section 8). */
  usersExport: '/api/permission/Users/Actions/Export',
  /** Multipart upload, all or nothing (users-contract). */
  usersImport: '/api/permission/Users/Actions/Import',
  /** The empty import template (POST, file answer). */
  usersImportTemplate: '/api/permission/Users/Actions/ImportTemplate',
  positions: '/api/permission/Position',
} as const;

/** Query parameters without the empty ones, so the server applies its own defaults. */
function compactQuery(query: object): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    string | number
  >;
}

const userPath = (id: string) => `${ADMIN_PATHS.users}/${encodeURIComponent(id)}`;

export function fetchUsers(query: UserQuery, options?: CallOptions): Promise<Paged<UserRow>> {
  return http.get<Paged<UserRow>>(ADMIN_PATHS.users, compactQuery(query), options);
}

export function fetchUser(id: string): Promise<UserRow> {
  return http.get<UserRow>(userPath(id));
}

/** Creates a person; the answer carries the one-time initial password. */
export function createUser(input: UserInput): Promise<CreatedUser> {
  return http.post<CreatedUser>(ADMIN_PATHS.users, input);
}

export function updateUser(id: string, input: UserInput): Promise<{ id: string }> {
  return http.put<{ id: string }>(userPath(id), input);
}

export function removeUser(id: string): Promise<null> {
  return http.delete<null>(userPath(id));
}

export interface PositionQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

/** Enabled positions, paged, matching name or code. */
export function fetchPositions(query: PositionQuery): Promise<Paged<PositionRow>> {
  return http.get<Paged<PositionRow>>(ADMIN_PATHS.positions, compactQuery(query));
}

/** Enabled companies and departments as a tree (open to every signed-in person). */
export async function fetchOrganizeTree(): Promise<TreeItem[]> {
  return (await http.get<{ list?: TreeItem[] }>(ADMIN_PATHS.organizeTree))?.list ?? [];
}

/** Enabled units the caller's data scope on the user page covers, with their ancestors: the user page's tree. */
export async function fetchUserPageUnits(): Promise<TreeItem[]> {
  return (await http.get<{ list?: TreeItem[] }>(ADMIN_PATHS.organizeTreeByAuth, { menuCode: 'system.user' }))?.list ?? [];
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

import type { UserQuery } from './types';

/** TanStack Query keys of the administration pages, in one place so invalidation can name them. */
export const ADMIN_KEYS = {
  all: ['admin'] as const,
  /** Every page of the user directory, whatever the query (invalidated after a create, change, delete or import). */
  userLists: ['admin', 'users'] as const,
  users: (query: UserQuery) => ['admin', 'users', query] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  organizeTree: ['admin', 'organize-tree'] as const,
  /** Under organizeTree, so invalidating the tree after a unit change refreshes it too. */
  userPageUnits: ['admin', 'organize-tree', 'user-page'] as const,
  organizeUnits: ['admin', 'organize-units'] as const,
};

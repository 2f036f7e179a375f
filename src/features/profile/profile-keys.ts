/** TanStack Query keys of the profile page. */
export const PROFILE_KEYS = {
  baseInfo: ['profile', 'base-info'] as const,
  authorize: ['profile', 'authorize'] as const,
  subordinates: (id: string) => ['profile', 'subordinates', id] as const,
  systemLog: (category: number, currentPage: number, pageSize: number) =>
    ['profile', 'system-log', category, currentPage, pageSize] as const,
};

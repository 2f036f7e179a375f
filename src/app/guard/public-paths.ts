/** Routes reachable without signing in (spec 2.1). */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/auth-redirect',
  '/jump',
  '/info',
  '/river-patrol-preview',
  '/checkToken',
  '/lockScreen',
  '/404',
];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(pathname) || pathname.startsWith('/redirect/');
}

/** `/login`, with the page to come back to when there is one worth returning to. */
export function loginPath(wanted?: string): string {
  if (!wanted || wanted === '/' || wanted.startsWith('/login') || wanted.startsWith('/lockScreen')) return '/login';
  return `/login?redirect=${encodeURIComponent(wanted)}`;
}

/** The `redirect` query of a login URL, accepted only when it stays inside the console. */
export function safeRedirect(search: string): string | null {
  const value = new URLSearchParams(search).get('redirect');
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  return value;
}

// What the cockpit benches share: the demo project filled with points, the ingest call, and a signed-in page on /cockpit.
import type { Page } from '@playwright/test';

export const COCKPIT_PROJECT = 'prj-qingshui-dam';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** One API call as the admin; throws on any envelope code other than 200. */
export async function call<T>(url: string, token: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { Authorization: token, 'jnpf-origin': 'pc', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json()) as Envelope<T>;
  if (json.code !== 200) throw new Error(`${method} ${url}: ${json.code} ${json.msg}`);
  return json.data;
}

/** Adds points to the project's first dam until it has `count`; answers every point id of the project. */
export async function fillProject(base: string, token: string, count: number): Promise<string[]> {
  const list = await call<{ list: { id: string; damId: string }[] }>(
    `${base}/api/deploy/monitoringPointManagement/list?projectId=${COCKPIT_PROJECT}&currentPage=1&pageSize=99999`,
    token,
    'GET',
  );
  const damId = list.list[0]?.damId;
  if (!damId) throw new Error('the demo project has no points');
  const ids = list.list.map((point) => point.id);
  const missing = Array.from({ length: Math.max(0, count - ids.length) }, (_, index) => index);
  // A few at a time: the server is measured later, not now.
  for (let start = 0; start < missing.length; start += 20) {
    const created = await Promise.all(
      missing.slice(start, start + 20).map((index) =>
        call<{ id: string }>(`${base}/api/deploy/monitoringPointManagement`, token, 'POST', {
          damId,
          type: 'seepage-flow',
          code: `BENCH-${String(index).padStart(4, '0')}`,
          name: `Bench weir ${index}`,
          unit: 'L/s',
          latitude: 29.7 + index / 100_000,
          longitude: 119.3 + index / 100_000,
          intervalSeconds: 1,
        }),
      ),
    );
    ids.push(...created.map((point) => point.id));
  }
  return ids;
}

/** Signs in through the page (the project chosen beforehand) and opens `path` once the console is up. */
export async function openSignedIn(page: Page, base: string, password: string, path: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.evaluate((projectId) => {
    window.localStorage.setItem('sluice_project', JSON.stringify({ projectId, name: '' }));
  }, COCKPIT_PROJECT);
  await page.locator('[data-testid="login-account"]').fill('admin');
  await page.locator('[data-testid="login-password"]').fill(password);
  await page.locator('[data-testid="login-submit"]').click();
  await page.locator('[data-testid="user-dropdown"]').waitFor();
  await page.goto(`${base}${path}`);
  await page.locator('[data-testid="cockpit-widget"] [data-testid="chart-plot"]').first().waitFor({ timeout: 60_000 });
}

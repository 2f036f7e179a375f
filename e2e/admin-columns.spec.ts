import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi, signInWithToken } from './support/sign-in';

// The console in simplified Chinese, whatever the machine's language.
test.use({ locale: 'zh-CN' });

const USER_MENU_ID = 'menu-system-user';
const DEFAULT_HEADERS = ['账号', '姓名', '所属组织', '岗位', '角色', '手机', '状态', '创建时间', '操作'];

async function headers(page: Page): Promise<string[]> {
  const cells = page.locator('.sluice-data-table .ant-table-thead th');
  const texts = await cells.allInnerTexts();
  return texts.map((text) => text.trim()).filter(Boolean);
}

async function openDrawer(page: Page) {
  await page.getByTestId('columns-button').click();
  const list = page.getByTestId('columns-list');
  await expect(list).toBeVisible();
  return list;
}

function saved(page: Page) {
  return page.waitForResponse(
    (response) => response.url().includes(`/SetColumnsByModuleId/${USER_MENU_ID}`) && response.request().method() === 'PUT',
  );
}

test.describe('the user list column drawer', () => {
  test.beforeEach(async ({ request }) => {
    // Start from the page's own columns whatever an earlier run left.
    const token = await signInThroughApi(request);
    const response = await request.put(`/api/permission/Authority/SetColumnsByModuleId/${USER_MENU_ID}`, {
      headers: { Authorization: token },
      data: { moduleId: USER_MENU_ID, fieldList: '[]' },
    });
    expect(((await response.json()) as { code: number }).code).toBe(200);
  });

  test('keeps a reordered and trimmed layout across reloads, from the server as well as locally', async ({ page, request }) => {
    await signInWithToken(page, { path: '/permission/user' });
    await expect(page.getByRole('cell', { name: 'duty01', exact: true })).toBeVisible();
    expect(await headers(page)).toEqual(DEFAULT_HEADERS);

    const list = await openDrawer(page);
    let save = saved(page);
    await list.getByRole('button', { name: '下移 账号' }).click();
    expect((await save).ok()).toBe(true);
    save = saved(page);
    await list.getByRole('checkbox', { name: '角色' }).uncheck();
    await save;
    await page.getByRole('dialog', { name: '列设置' }).getByRole('button', { name: '关闭' }).click();
    const expected = ['姓名', '账号', '所属组织', '岗位', '手机', '状态', '创建时间', '操作'];
    await expect.poll(() => headers(page)).toEqual(expected);

    await page.reload();
    await expect(page.getByRole('cell', { name: 'duty01', exact: true })).toBeVisible();
    await expect.poll(() => headers(page)).toEqual(expected);
    const reopened = await openDrawer(page);
    await expect(reopened.getByRole('listitem').first()).toContainText('姓名');
    await expect(reopened.getByRole('checkbox', { name: '角色' })).not.toBeChecked();
    await expect(page.locator('.ant-drawer-content-wrapper')).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: 'test-results/screenshots/admin-columns-drawer.png' });

    // Without the local copy the layout comes from the server.
    await page.evaluate(() => {
      for (const key of Object.keys(window.localStorage)) if (key.startsWith('sluice_columns_')) window.localStorage.removeItem(key);
    });
    await page.reload();
    await expect(page.getByRole('cell', { name: 'duty01', exact: true })).toBeVisible();
    await expect.poll(() => headers(page)).toEqual(expected);

    const token = await signInThroughApi(request);
    const stored = await request.get(`/api/permission/Authority/GetColumnsByModuleId/${USER_MENU_ID}`, {
      headers: { Authorization: token },
    });
    const body = (await stored.json()) as { data: { prop: string; visible: boolean }[] };
    expect(body.data.slice(0, 2).map((item) => item.prop)).toEqual(['realName', 'account']);
    expect(body.data.find((item) => item.prop === 'roleName')?.visible).toBe(false);
  });

  test('restores the default and keeps it after a reload', async ({ page }) => {
    await signInWithToken(page, { path: '/permission/user' });
    await expect(page.getByRole('cell', { name: 'duty01', exact: true })).toBeVisible();
    const list = await openDrawer(page);
    let save = saved(page);
    await list.getByRole('button', { name: '上移 手机' }).click();
    await save;
    save = saved(page);
    await page.getByTestId('columns-restore').click();
    await save;
    await page.getByRole('dialog', { name: '列设置' }).getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => headers(page)).toEqual(DEFAULT_HEADERS);
    await page.reload();
    await expect(page.getByRole('cell', { name: 'duty01', exact: true })).toBeVisible();
    await expect.poll(() => headers(page)).toEqual(DEFAULT_HEADERS);
  });
});

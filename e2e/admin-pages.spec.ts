import { expect, test, type Page } from '@playwright/test';
import { withThemes } from './support/shell';
import { signInThroughApi, signInThroughPage } from './support/sign-in';

test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

const SHOTS = 'test-results/screenshots';

/** Light or dark, as the theme switch stores it, applied from the first paint. */
async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => window.localStorage.setItem('sluice_themeClass', JSON.stringify(value)), theme);
}

async function openUsers(page: Page) {
  await page.goto('/permission/user');
  await expect(page.getByRole('cell', { name: 'duty01', exact: true })).toBeVisible();
}

/** The user list and its detail drawer. */
async function userListAndDetail(page: Page, theme: 'light' | 'dark') {
  await openUsers(page);
  await expect(page.getByRole('navigation', { name: '按组织筛选用户' }).getByText('调度中心')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-users-${theme}.png`, fullPage: true });

  await page
    .getByRole('row', { name: /duty01/ })
    .getByRole('button', { name: '查看' })
    .click();
  const detail = page.getByTestId('user-detail');
  await expect(detail.getByRole('img', { name: '账号 duty01 的二维码' })).toBeVisible();
  await expect(detail.getByRole('img', { name: '账号 duty01 的条形码' })).toBeVisible();
  await expect(page.locator('.ant-drawer-content-wrapper')).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${SHOTS}/admin-user-detail-${theme}.png` });
}

/** The organisation page and finding a person. */
async function organisationAndPicker(page: Page, theme: 'light' | 'dark') {
  await page.goto('/permission/organize');
  await expect(page.getByTestId('organize-detail')).toContainText('LJSW');
  await expect(page.getByRole('region', { name: '人员' }).getByText('duty01', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-organize-${theme}.png`, fullPage: true });

  await page.getByRole('button', { name: '查找人员' }).click();
  const picker = page.getByRole('dialog', { name: '选择人员' });
  await picker.getByText('澜江水务集团').click();
  await picker.getByText('河道巡查队').click();
  await picker.getByText('周强/patrol01').click();
  await expect(picker.getByRole('list', { name: '已选人员' })).toContainText('周强/patrol01');
  await page.screenshot({ path: `${SHOTS}/admin-user-picker-${theme}.png` });
  await picker.getByRole('button', { name: '确 定' }).click();
  await expect(page.getByTestId('organize-detail')).toContainText('LJSW-HDXC');
  await expect(page.getByTestId('user-detail')).toContainText('巡查队长');
}

// Each page in one theme, the themes taking turns (E2E_FULL_MATRIX=1: both pages in both themes).
const PAGES = [
  { title: 'the user list and its detail drawer', run: userListAndDetail },
  { title: 'the organisation page and finding a person', run: organisationAndPicker },
] as const;
for (const { item, theme } of withThemes(PAGES)) {
  test(`administration pages, ${theme}: ${item.title}`, async ({ page }) => {
    await useTheme(page, theme);
    await signInThroughPage(page);
    await item.run(page, theme);
  });
}

test('a report of wrong details goes through validation to the feedback list', async ({ page, request }) => {
  await signInThroughPage(page);
  await openUsers(page);
  await page
    .getByRole('row', { name: /duty01/ })
    .getByRole('button', { name: '查看' })
    .click();
  await page.getByRole('button', { name: '报告资料有误' }).click();
  await expect(page.getByRole('heading', { name: '报告资料有误：王海涛 / duty01' })).toBeVisible();

  await page.getByRole('button', { name: '提 交' }).click();
  const table = page.getByRole('group', { name: '有误的资料' });
  await expect(table.getByText('不能为空')).toHaveCount(2);
  await page.getByRole('combobox', { name: '资料项（第 1 行）' }).click();
  await page.getByTitle('手机').click();
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: '当前内容（第 1 行）' })).toHaveValue('13805718821');
  await page.getByRole('textbox', { name: '正确内容（第 1 行）' }).fill('138057188');
  await page.getByRole('button', { name: '提 交' }).click();
  await expect(table.getByText('请正确输入您的手机号')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-correction-form.png`, fullPage: true });

  await page.getByRole('textbox', { name: '正确内容（第 1 行）' }).fill('13805718829');
  await page.getByRole('button', { name: '提 交' }).click();
  await expect(page.getByText('已提交，管理员会尽快核实')).toBeVisible();
  await expect(page.getByRole('region', { name: '用户列表' })).toBeVisible();

  const token = await signInThroughApi(request);
  const answer = await request.get('/api/system/Feedback', { headers: { Authorization: token }, params: { keyword: 'duty01' } });
  const body = (await answer.json()) as { data: { list: { title: string; content: string; page: string }[] } };
  const report = body.data.list.find((item) => item.title === '人员资料更正：王海涛/duty01');
  expect(report?.content).toContain('手机：13805718821 → 13805718829');
  expect(report?.page).toBe('/permission/user');
});

test('on a 900 × 700 window the new-unit dialog keeps its fields and buttons in view', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 700 });
  await signInThroughPage(page);
  await page.goto('/permission/organize');
  await expect(page.getByTestId('organize-detail')).toContainText('LJSW');
  await page.getByRole('button', { name: '新建下级部门' }).click();
  const dialog = page.getByRole('dialog', { name: '新建组织' });
  await expect(dialog.getByRole('textbox', { name: '名称' })).toBeInViewport();
  await expect(dialog.getByRole('button', { name: /保\s?存/ })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${SHOTS}/admin-new-unit-900.png` });
});

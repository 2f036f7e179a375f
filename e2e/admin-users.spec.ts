import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { TID, byTestId } from './support/selectors';
import { withThemes } from './support/shell';
import { signInThroughApi, signInThroughPage, signOutThroughMenu } from './support/sign-in';

test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

const SHOTS = 'test-results/screenshots';
const USERS = '/api/permission/Users';

/** Light or dark, as the theme switch stores it, applied from the first paint. */
async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => window.localStorage.setItem('sluice_themeClass', JSON.stringify(value)), theme);
}

/** A cell of the user list (dialogs hold tables too). */
const listCell = (page: Page, text: string) =>
  page.getByRole('region', { name: '用户列表' }).getByRole('cell', { name: text, exact: true });

async function openUsers(page: Page) {
  await page.goto('/permission/user');
  await expect(listCell(page, 'duty01')).toBeVisible();
}

/** A picture for review; dialogs and toasts are caught at the end of their entry animation, not halfway in. */
async function shoot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage, animations: 'disabled' });
}

/** The open antd dialog with this title. */
const dialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

async function openNewForm(page: Page) {
  await page.getByRole('button', { name: /新增用户/ }).click();
  await expect(page.getByRole('heading', { name: '新增用户' })).toBeVisible();
}

/** Picks a node of the open tree-select dropdown by its title. */
async function pickTreeNode(page: Page, field: string, title: string) {
  await page.getByLabel(field, { exact: true }).click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await dropdown.getByTitle(title, { exact: true }).click();
  await expect(dropdown).toHaveCount(0);
}

/** The position popup select: search, pick the row, (screenshot), confirm. */
async function choosePosition(page: Page, keyword: string, name: string, shot?: string) {
  await page.getByLabel('岗位', { exact: true }).click();
  const picker = dialog(page, '选择岗位');
  await picker.getByRole('textbox', { name: '请输入关键词查询' }).fill(keyword);
  await picker.getByRole('button', { name: /查\s*询/ }).click();
  await expect(picker.getByRole('row', { name: /值班调度员/ })).toHaveCount(name === '值班调度员' ? 1 : 0);
  await picker.getByRole('row', { name: new RegExp(name) }).click();
  await expect(picker.getByRole('row', { name: new RegExp(name) }).getByRole('radio')).toBeChecked();
  if (shot) await shoot(page, shot);
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByLabel('岗位', { exact: true })).toHaveValue(name);
}

/** The manager through the user picker dialog: down the organisation tree to the person, (screenshot), confirm. */
async function chooseManager(page: Page, path: string[], person: string, shot?: string) {
  await page.getByLabel('直属主管', { exact: true }).click();
  const picker = dialog(page, '选择直属主管');
  for (const unit of path) await picker.getByText(unit, { exact: true }).click();
  await picker.getByText(person, { exact: true }).click();
  await expect(picker.getByRole('list', { name: '已选人员' })).toContainText(person);
  if (shot) await shoot(page, shot);
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(picker).toBeHidden();
  await expect(page.locator('.sluice-user-form')).toContainText(person);
}

/** A person's id and record, through the API (for arranging what the console cannot do yet). */
async function findUser(request: APIRequestContext, token: string, account: string) {
  const answer = await request.get(USERS, { headers: { Authorization: token }, params: { keyword: account } });
  const body = (await answer.json()) as { data: { list: { id: string; account: string }[] } };
  const found = body.data.list.find((item) => item.account === account);
  if (!found) throw new Error(`no user ${account}`);
  const detail = await request.get(`${USERS}/${found.id}`, { headers: { Authorization: token } });
  return ((await detail.json()) as { data: Record<string, unknown> & { id: string } }).data;
}

// Dark here, as the user list is drawn light in admin-pages.spec.ts (E2E_FULL_MATRIX=1: both).
for (const { theme } of withThemes(['form'], 'dark')) {
  test(`the user form and its pickers, ${theme}`, async ({ page }) => {
    await useTheme(page, theme);
    await signInThroughPage(page);
    await openUsers(page);
    await openNewForm(page);
    await page.getByLabel('账号', { exact: true }).fill('look-only');
    await page.getByLabel('姓名', { exact: true }).fill('样式检查');
    await pickTreeNode(page, '所属组织', '澜江水务集团');
    await pickTreeNode(page, '所属部门', '调度中心');
    await choosePosition(page, '调度', '值班调度员', `admin-user-position-picker-${theme}`);
    await chooseManager(page, ['澜江水务集团', '调度中心'], '王海涛/duty01', `admin-user-manager-picker-${theme}`);
    await shoot(page, `admin-user-form-${theme}`, true);

    // Leaving with changes asks first; staying keeps them.
    await page.getByRole('button', { name: /取\s*消/ }).click();
    const question = dialog(page, '提示');
    await expect(question).toContainText('表单有未保存的修改，确定要离开吗？');
    await question.getByRole('button', { name: /离\s*开/ }).click();
    await expect(page.getByRole('region', { name: '用户列表' })).toBeVisible();
  });
}

test('an administrator creates a person, who then signs in with the initial password', async ({ page, request }) => {
  await signInThroughPage(page);
  await openUsers(page);
  await openNewForm(page);
  await page.getByLabel('账号', { exact: true }).fill('ops-e2e01');
  await page.getByLabel('姓名', { exact: true }).fill('陈晓');
  await page.getByLabel('手机', { exact: true }).fill('13900001234');
  await pickTreeNode(page, '所属组织', '澜江水务集团');
  await pickTreeNode(page, '所属部门', '河道巡查队');
  await choosePosition(page, '巡', '巡河员');
  await chooseManager(page, ['澜江水务集团', '河道巡查队'], '周强/patrol01');
  await page.getByRole('button', { name: /保\s*存/ }).click();

  const handover = dialog(page, '用户 ops-e2e01 已创建');
  await expect(handover).toBeVisible();
  const password = (await handover.getByTestId(TID.initialPasswords).locator('code').innerText()).trim();
  expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
  await shoot(page, 'admin-user-initial-password');
  await handover.getByRole('button', { name: '我已记下' }).click();
  await expect(handover).toBeHidden();
  await expect(listCell(page, 'ops-e2e01')).toBeVisible();

  // The form has no role field yet (no roles list to choose from); a person without a role has no menu to open.
  const token = await signInThroughApi(request);
  const created = await findUser(request, token, 'ops-e2e01');
  expect(created).toMatchObject({ realName: '陈晓', departmentName: '河道巡查队', positionName: '巡河员', managerName: '周强/patrol01' });
  const granted = await request.put(`${USERS}/${created.id}`, {
    headers: { Authorization: token },
    data: { account: 'ops-e2e01', realName: '陈晓', organizeId: created.organizeId, enabledMark: 1, roleIds: ['role-viewer'] },
  });
  expect(((await granted.json()) as { code: number }).code).toBe(200);

  await signOutThroughMenu(page);
  await expect(page).toHaveURL(/\/login/);
  await signInThroughPage(page, 'ops-e2e01', password);
  await expect(page.locator(byTestId(TID.userDropdown))).toContainText('陈晓');
});

test('an administrator changes a person and removes another', async ({ page, request }) => {
  const token = await signInThroughApi(request);
  const made = await request.post(USERS, {
    headers: { Authorization: token },
    data: { account: 'tmp-e2e02', realName: '临时人员', organizeId: 'org-lanjiang', enabledMark: 1 },
  });
  expect(((await made.json()) as { code: number }).code).toBe(200);

  await signInThroughPage(page);
  await openUsers(page);
  await page
    .getByRole('row', { name: /viewer02/ })
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  await expect(page.getByRole('heading', { name: '编辑用户：孙丽 / viewer02' })).toBeVisible();
  await expect(page.getByLabel('手机', { exact: true })).toHaveValue('19857102285');
  await expect(page.getByLabel('岗位', { exact: true })).toHaveValue('档案管理员');
  await page.getByLabel('手机', { exact: true }).fill('19857100000');
  await page.getByLabel('说明', { exact: true }).fill('档案室值班');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByRole('row', { name: /viewer02/ })).toContainText('19857100000');
  expect(await findUser(request, token, 'viewer02')).toMatchObject({
    mobilePhone: '19857100000',
    description: '档案室值班',
    managerId: 'usr-admin',
  });

  await page.getByRole('textbox', { name: '关键词' }).fill('tmp-e2e02');
  await page.getByRole('textbox', { name: '关键词' }).press('Enter');
  const row = page.getByRole('row', { name: /tmp-e2e02/ });
  await row.getByRole('button', { name: /删\s*除/ }).click();
  const question = dialog(page, '提示');
  await expect(question).toContainText('此操作将永久删除该数据, 是否继续?');
  await question.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('已删除用户 tmp-e2e02')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('an administrator imports people from a spreadsheet', async ({ page }, testInfo) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户');
  sheet.addRow(['账号', '姓名', '手机号', '邮箱', '所属组织', '岗位', '状态']);
  sheet.addRow(['imp-e2e01', '导入一', '13900002221', '', '澜江水务集团/调度中心', '值班调度员', '启用']);
  sheet.addRow(['imp-e2e02', '导入二', '', 'imp02@lanjiang-water.cn', '澜江水务集团', '', '']);
  const file = testInfo.outputPath('people.xlsx');
  await workbook.xlsx.writeFile(file);

  await signInThroughPage(page);
  await openUsers(page);
  await page.locator(byTestId(TID.importFile)).setInputFiles(file);
  const done = dialog(page, '导入完成');
  await expect(done).toContainText('已导入 2 个用户');
  await expect(done.getByTestId(TID.initialPasswords)).toContainText('imp-e2e02');
  await shoot(page, 'admin-user-import-done');
  await done.getByRole('button', { name: '我已记下' }).click();
  await expect(done).toBeHidden();
  await expect(listCell(page, 'imp-e2e01')).toBeVisible();

  // The same file again: every account exists now, nothing is imported and the rows are listed.
  await page.locator(byTestId(TID.importFile)).setInputFiles(file);
  const refused = dialog(page, '导入失败');
  await expect(refused).toBeVisible();
  await expect(refused.getByTestId(TID.importErrors)).toContainText('imp-e2e02');
  await shoot(page, 'admin-user-import-errors');
});

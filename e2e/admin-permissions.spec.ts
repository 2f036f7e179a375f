import { expect, test, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import { TID, byTestId } from './support/selectors';
import { signInThroughApi, signInThroughPage, signOutThroughMenu } from './support/sign-in';

test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

const SHOTS = 'test-results/screenshots';
const USERS = '/api/permission/Users';

/** What the administrator creates: names no seed uses, so every check below sees only this test's records. */
const DEPARTMENT = { name: '水质监测科', code: 'LJSW.SZJC' };
const POSITION = { name: '水质化验员', code: 'water.tester' };
const ROLE = { name: '水质只读', code: 'water.viewer' };
const PERSON = { account: 'water01', name: '林清' };
const COLLEAGUE = { account: 'water02', name: '林涛' };

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
interface MenuNode {
  enCode: string;
  type: number;
  children: MenuNode[];
}
interface PermissionEntry {
  moduleName: string;
  button: { enCode: string }[];
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/admin-permissions-${name}.png`, animations: 'disabled' });
}

const dialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

/** antd puts a space between the two characters of a two-character Chinese button label. */
const twoChars = (label: string) => new RegExp(`${label[0]}\\s*${label[1]}`);

/** Picks a unit in a tree select by typing its name into the select's search and choosing the match. */
async function pickUnit(page: Page, scope: Locator, field: string, unit: string) {
  await scope.getByLabel(field, { exact: true }).click();
  await page.keyboard.type(unit);
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await dropdown.getByTitle(unit, { exact: true }).click();
  await expect(dropdown).toHaveCount(0);
}

/** A node of the grant tree by its title. */
const grantNode = (drawer: Locator, title: string) =>
  drawer.locator('.ant-tree-treenode').filter({ has: drawer.page().getByText(title, { exact: true }) });

async function envelope<T>(answer: Promise<APIResponse>): Promise<Envelope<T>> {
  return (await (await answer).json()) as Envelope<T>;
}

async function listUsers(request: APIRequestContext, token: string, keyword = '') {
  const body = await envelope<{
    list: { id: string; account: string; departmentName?: string; departmentId?: string; positionName?: string; roleName?: string }[];
  }>(request.get(USERS, { headers: { Authorization: token }, params: { keyword, pageSize: 100 } }));
  expect(body.code).toBe(200);
  return body.data.list;
}

test('a role granted one page with only the view button and a department scope is all its holder gets', async ({ page, request }) => {
  await signInThroughPage(page);

  // A department under the group.
  await page.goto('/permission/organize');
  await expect(page.getByRole('navigation', { name: '组织架构' })).toContainText('澜江水务集团');
  await page.getByRole('button', { name: /新建下级部门/ }).click();
  const unitForm = dialog(page, '新建组织');
  await unitForm.getByLabel('名称', { exact: true }).fill(DEPARTMENT.name);
  await unitForm.getByLabel('编码', { exact: true }).fill(DEPARTMENT.code);
  await unitForm.getByRole('button', { name: twoChars('保存') }).click();
  await expect(unitForm).toBeHidden();
  await expect(page.getByRole('navigation', { name: '组织架构' })).toContainText(DEPARTMENT.name);

  // A position in it.
  await page.goto('/permission/position');
  await page.getByRole('button', { name: /新建岗位/ }).click();
  const positionForm = dialog(page, '新建岗位');
  await positionForm.getByLabel('名称', { exact: true }).fill(POSITION.name);
  await positionForm.getByLabel('编码', { exact: true }).fill(POSITION.code);
  await pickUnit(page, positionForm, '所属组织', DEPARTMENT.name);
  await positionForm.getByRole('button', { name: twoChars('保存') }).click();
  await expect(positionForm).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(POSITION.name) })).toContainText(DEPARTMENT.name);

  // A role, granted the user page with only its view button and the department's data.
  await page.goto('/permission/role');
  await page.getByRole('button', { name: /新增角色/ }).click();
  const roleForm = dialog(page, '新增角色');
  await roleForm.getByLabel('名称', { exact: true }).fill(ROLE.name);
  await roleForm.getByLabel('编码', { exact: true }).fill(ROLE.code);
  await roleForm.getByRole('button', { name: twoChars('保存') }).click();
  await expect(roleForm).toBeHidden();
  const roleRow = page.getByRole('region', { name: '角色列表' }).getByRole('row', { name: new RegExp(ROLE.name) });
  await roleRow.getByRole('button', { name: twoChars('权限') }).click();
  const grants = dialog(page, `权限设置 · ${ROLE.name}`);
  const userPage = grantNode(grants, '用户管理');
  await userPage.locator('.ant-tree-checkbox').first().click();
  await userPage.locator('.ant-tree-switcher').first().click();
  for (const button of ['新增', '编辑', '删除', '重置密码', '导出', '导入']) {
    const node = grantNode(grants, `按钮 · ${button}`);
    await node.locator('.ant-tree-checkbox').click();
    await expect(node.locator('.ant-tree-checkbox')).not.toHaveClass(/ant-tree-checkbox-checked/);
  }
  await expect(grantNode(grants, '按钮 · 查看').locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
  await grants.getByLabel('数据范围 用户管理').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="本部门"]').click();
  await expect(userPage).toContainText('本部门');
  await shoot(page, 'grant');
  await grants.getByRole('button', { name: /保存权限/ }).click();
  await expect(page.getByText('权限已保存')).toBeVisible();
  await expect(grants).toBeHidden();

  // The person: department, position and role on the form.
  await page.goto('/permission/user');
  await page.getByRole('button', { name: /新增用户/ }).click();
  await expect(page.getByRole('heading', { name: '新增用户' })).toBeVisible();
  const userForm = page.locator('.sluice-user-form');
  await page.getByLabel('账号', { exact: true }).fill(PERSON.account);
  await page.getByLabel('姓名', { exact: true }).fill(PERSON.name);
  await pickUnit(page, userForm, '所属组织', '澜江水务集团');
  await pickUnit(page, userForm, '所属部门', DEPARTMENT.name);
  await page.getByLabel('岗位', { exact: true }).click();
  const positionPicker = dialog(page, '选择岗位');
  await positionPicker.getByRole('textbox', { name: '请输入关键词查询' }).fill('化验');
  await positionPicker.getByRole('button', { name: /查\s*询/ }).click();
  await positionPicker.getByRole('row', { name: new RegExp(POSITION.name) }).click();
  await positionPicker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByLabel('岗位', { exact: true })).toHaveValue(POSITION.name);
  await page.getByLabel('角色', { exact: true }).click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${ROLE.name}"]`).click();
  await page.keyboard.press('Escape');
  await shoot(page, 'user-form');
  await page.getByRole('button', { name: twoChars('保存') }).click();
  const handover = dialog(page, `用户 ${PERSON.account} 已创建`);
  const password = (await handover.getByTestId(TID.initialPasswords).locator('code').innerText()).trim();
  await handover.getByRole('button', { name: '我已记下' }).click();
  await expect(handover).toBeHidden();

  // A colleague in the same department (arranged through the API), and the people of other departments stay seeded.
  const adminToken = await signInThroughApi(request);
  const [created] = (await listUsers(request, adminToken, PERSON.account)).filter((user) => user.account === PERSON.account);
  expect(created).toMatchObject({ departmentName: DEPARTMENT.name, positionName: POSITION.name, roleName: ROLE.name });
  const colleague = await envelope(
    request.post(USERS, {
      headers: { Authorization: adminToken },
      data: {
        account: COLLEAGUE.account,
        realName: COLLEAGUE.name,
        organizeId: 'org-lanjiang',
        departmentId: created?.departmentId,
        enabledMark: 1,
      },
    }),
  );
  expect(colleague.code).toBe(200);

  // He signs in with the initial password.
  await signOutThroughMenu(page);
  await expect(page).toHaveURL(/\/login/);
  await signInThroughPage(page, PERSON.account, password);
  const sidebar = page.locator(byTestId(TID.sidebarMenu));
  await expect(sidebar).toContainText('系统管理');
  await expect(sidebar).not.toContainText('大坝监测');

  // The user page: his department's two people, a view button and nothing that changes anything.
  await page.goto('/permission/user');
  const list = page.getByRole('region', { name: '用户列表' });
  await expect(list.getByRole('cell', { name: COLLEAGUE.account, exact: true })).toBeVisible();
  await expect(list.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expect(list.getByRole('cell', { name: PERSON.account, exact: true })).toBeVisible();
  await expect(list.getByRole('button', { name: twoChars('查看') })).toHaveCount(2);
  await expect(list.getByRole('button', { name: twoChars('编辑') })).toHaveCount(0);
  await expect(list.getByRole('button', { name: twoChars('删除') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /新增用户/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /导\s*[入出]/ })).toHaveCount(0);
  await shoot(page, 'limited-user');

  // What the server tells him he holds: that one page, and on it the view button only.
  const token = await signInThroughApi(request, PERSON.account, password);
  const current = await envelope<{ menuList: MenuNode[]; permissionList: PermissionEntry[] }>(
    request.get('/api/oauth/CurrentUser', { headers: { Authorization: token } }),
  );
  const pages = (nodes: MenuNode[]): string[] =>
    nodes.flatMap((node) => [...(node.type === 1 ? [] : [node.enCode]), ...pages(node.children)]);
  expect(pages(current.data.menuList)).toEqual(['system.user']);
  expect(current.data.permissionList.flatMap((entry) => entry.button.map((button) => button.enCode))).toEqual(['btn_detail']);
  expect((await listUsers(request, token)).map((user) => user.account).sort()).toEqual([PERSON.account, COLLEAGUE.account]);

  // The hidden actions, called directly, are refused and change nothing.
  const made = await envelope(
    request.post(USERS, {
      headers: { Authorization: token },
      data: { account: 'water03', realName: '越权新增', organizeId: 'org-lanjiang', enabledMark: 1 },
    }),
  );
  expect(made.code).not.toBe(200);
  expect(made.msg).toBeTruthy();
  expect(await listUsers(request, adminToken, 'water03')).toEqual([]);
  const target = (await listUsers(request, adminToken, COLLEAGUE.account)).find((user) => user.account === COLLEAGUE.account);
  const removed = await envelope(request.delete(`${USERS}/${target?.id}`, { headers: { Authorization: token } }));
  expect(removed.code).not.toBe(200);
  expect(removed.msg).toBeTruthy();
  expect((await listUsers(request, adminToken, COLLEAGUE.account)).map((user) => user.account)).toContain(COLLEAGUE.account);
});

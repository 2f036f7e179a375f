import { expect, test, type Page } from '@playwright/test';
import { signInThroughPage } from './support/sign-in';

test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

const SHOTS = 'test-results/screenshots';

/** The project the top bar chose after sign-in (the console keeps it under sluice_project). */
async function selectedProjectId(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sluice_project'))).not.toBeNull();
  const stored = await page.evaluate(() => localStorage.getItem('sluice_project'));
  return (JSON.parse(stored ?? '{}') as { projectId: string }).projectId;
}

/** The console's own calls, with the session token it holds. */
async function callApi<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('sluice_token') ?? '""') as string);
  const response = await page.request.fetch(url, {
    method,
    headers: { Authorization: token, 'jnpf-origin': 'pc', 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { data: body }),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${method} ${url}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

// Issue 14 items 4 and 5: a weekly plan previewed and saved; an order filled in with a signature, completed, and
// then shown read-only.
test('creates a weekly plan after previewing its orders', async ({ page }) => {
  await signInThroughPage(page);
  await page.goto('/projecManagement/recurringTasks');
  await page.getByRole('button', { name: /新建周期任务/ }).click();
  const drawer = page.getByRole('dialog', { name: '新建周期任务' });
  await drawer.getByLabel('工单标题').fill('端到端每周巡检');
  await drawer.getByLabel('工单类型').click();
  await page.getByTitle('巡检', { exact: true }).click();

  await drawer.getByRole('button', { name: /预览工单/ }).click();
  await expect(page.getByText('请选择频次')).toBeVisible();
  await drawer.getByText('周', { exact: true }).click();
  await drawer.getByText('周一', { exact: true }).click();
  await drawer.getByText('周四', { exact: true }).click();
  await drawer.getByRole('button', { name: /预览工单/ }).click();
  await expect(page.getByText('请选择单次工单完成时间')).toBeVisible();
  await drawer.getByLabel('单次工单完成时间').click();
  await page.getByTitle('2天', { exact: true }).click();
  await drawer.getByRole('button', { name: /预览工单/ }).click();

  // Three months of Mondays and Thursdays: about 26 orders, ten to a page.
  const preview = drawer.getByRole('table', { name: '工单预览' });
  await expect(preview.getByText('端到端每周巡检').first()).toBeVisible();
  await expect(drawer.getByText(/共 \d+ 个工单/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/work-orders-plan-preview.png` });

  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('周期任务已创建')).toBeVisible();
  const row = page.getByRole('row', { name: /端到端每周巡检/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('启用')).toBeVisible();
  await row.getByRole('button', { name: '详情' }).click();
  await expect(page.getByRole('table', { name: '已生成的工单' })).toBeVisible();
});

test('fills in an order with a signature, completes it and then shows it read-only', async ({ page }) => {
  await signInThroughPage(page);
  const projectId = await selectedProjectId(page);
  const code = `e2eSign${Date.now() % 1_000_000}`;
  const formData = JSON.stringify({
    fields: [
      { __vModel__: 'damSection', __config__: { jnpfKey: 'input', label: '检查坝段', required: true } },
      { __vModel__: 'sign', __config__: { jnpfKey: 'signature', label: '检查人签名', required: true }, inline: true },
    ],
  });
  const formId = await callApi<{ id: string } | string>(page, 'POST', '/api/wovisualdev/Base', {
    fullName: '端到端签名表',
    enCode: code,
    formData,
    orderType: 'patrol',
  });
  const templateId = typeof formId === 'string' ? formId : formId.id;
  await callApi(page, 'POST', `/api/wovisualdev/Base/${templateId}/Actions/Release`, {});
  const now = Date.now();
  await callApi(page, 'POST', '/api/order/engine/create', {
    title: '端到端签名工单',
    orderType: 'patrol',
    templateId,
    projectId,
    urgency: 2,
    beginTime: now,
    endTime: now + 86_400_000,
  });

  await page.goto('/projecManagement/workOrderManagement');
  await page.getByLabel('关键词').fill('端到端签名工单');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page
    .getByRole('row', { name: /端到端签名工单/ })
    .getByRole('button', { name: '详情' })
    .click();
  await expect(page).toHaveURL(/\/projecManagement\/workOrderManagement\/detail\?id=/);
  await page.getByTestId(`filling-${templateId}`).click();
  await expect(page).toHaveURL(new RegExp(`/model/${templateId}\\?id=.+&fillingStatus=0`));

  await page.getByLabel('检查坝段').fill('3号坝段');
  const canvas = page.getByLabel('签名区域');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the signature canvas has no box');
  await page.mouse.move(box.x + 40, box.y + 60);
  await page.mouse.down();
  await page.mouse.move(box.x + 160, box.y + 140, { steps: 8 });
  await page.mouse.move(box.x + 260, box.y + 80, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('button', { name: /^确\s*认$/ }).click();
  await expect(page.getByRole('img', { name: '签名图片' })).toBeVisible();

  await page.getByRole('button', { name: /提交完成/ }).click();
  await expect(page.getByText('填报已完成')).toBeVisible();
  await expect(page).toHaveURL(/fillingStatus=2/);
  await expect(page.getByLabel('检查坝段')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: /提交完成/ })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/work-orders-filled.png` });
});

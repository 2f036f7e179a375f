import { expect, test } from '@playwright/test';
import { signInThroughPage } from './support/sign-in';

// Generated pages (issue 14 item 2): the demo's dam inspection form behind its type-3 menu. A record is added through
// the form generated from the released design (a required field left empty is refused on the page, before any
// request), shows in the list, and the list exports as .xlsx through its signed link.

// A Chinese browser and account, as the console's users have: the texts below are the zh-CN catalogue's.
test.use({ locale: 'zh-CN' });

const SHOTS = 'test-results/forms';

test('a dam inspection record goes through the generated form to the list and the export', async ({ page }) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/visualdev\/OnlineDev\/form-dam-inspection$/.test(request.url())) writes.push(request.url());
  });
  await signInThroughPage(page);
  await page.getByRole('menuitem', { name: '运维工单' }).click();
  await page.getByRole('menuitem', { name: '大坝巡检记录' }).click();
  const list = page.getByRole('region', { name: '大坝巡检记录' });
  await expect(list.getByRole('columnheader', { name: '巡检日期' })).toBeVisible();

  await list.getByRole('button', { name: '新增' }).click();
  const drawer = page.getByRole('dialog', { name: '新增大坝巡检记录' });
  await drawer.getByRole('button', { name: '保 存' }).click();
  await expect(drawer.getByText('巡检日期不能为空')).toBeVisible();
  expect(writes).toHaveLength(0);

  await drawer.getByLabel('巡检日期').fill('2026-11-20');
  await drawer.getByLabel('巡检日期').press('Enter');
  await drawer.getByLabel('巡检人').click();
  const picker = page.getByRole('dialog', { name: '选择巡检人' });
  const search = picker.getByRole('searchbox', { name: '输入姓名、账号或手机号搜索' });
  await search.fill('duty01');
  await search.press('Enter');
  await picker.getByText('王海涛/duty01').click();
  await picker.getByRole('button', { name: '确 定' }).click();
  await drawer.getByLabel('发现问题').fill('右岸坝肩渗水，已设标记');

  // The signature: a stroke across the pad, then its confirm button.
  const pad = drawer.getByLabel('签名区域');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  await page.mouse.move(box.x + 40, box.y + 60);
  await page.mouse.down();
  await page.mouse.move(box.x + 160, box.y + 120, { steps: 8 });
  await page.mouse.move(box.x + 260, box.y + 70, { steps: 8 });
  await page.mouse.up();
  await pad
    .locator('xpath=..')
    .getByRole('button', { name: /^确\s?认$/ })
    .click();
  await page.screenshot({ path: `${SHOTS}/forms-drawer.png` });

  await drawer.getByRole('button', { name: '保 存' }).click();
  await expect(drawer).toBeHidden();
  expect(writes).toHaveLength(1);
  const row = list.getByRole('row').filter({ hasText: '右岸坝肩渗水，已设标记' });
  await expect(row).toContainText('2026-11-20');
  await page.screenshot({ path: `${SHOTS}/forms-list.png` });

  const download = page.waitForEvent('download');
  await list.getByRole('button', { name: '导出' }).click();
  expect((await download).suggestedFilename()).toBe('大坝巡检记录.xlsx');
});

import { expect, test, type Page } from '@playwright/test';
import { TID, byTestId } from './support/selectors';
import { storeSettings, type Language, type ThemeMode } from './support/shell';
import { DEMO_PASSWORD, signInThroughApi, signInWithToken } from './support/sign-in';

test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

const SHOTS = 'test-results/screenshots';
const DISPATCH_ORDER = '青水水库调度令〔2026〕第17号：按汛限水位控制下泄';

/** The bell's number, read from its accessible name ("12 条未读消息…", or none). */
async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByTestId(TID.noticeBell).getAttribute('aria-label')) ?? '';
  return Number(/^(\d+)/.exec(label)?.[1] ?? 0);
}

async function openShell(page: Page, path = '/home') {
  await page.goto(path);
  await page.locator(byTestId(TID.userDropdown)).waitFor();
}

test('reading a message in one console drops the bell of the other at once', async ({ browser }) => {
  const context = await browser.newContext();
  const reader = await context.newPage();
  await signInWithToken(reader);
  const watcher = await context.newPage();
  await openShell(watcher);
  await expect.poll(() => bellCount(watcher)).toBeGreaterThan(0);
  const before = await bellCount(watcher);

  await openShell(reader, '/messageRecord');
  await reader.getByRole('checkbox', { name: '只看未读' }).check();
  await reader.getByRole('button', { name: DISPATCH_ORDER }).click();
  const dialog = reader.getByRole('dialog', { name: DISPATCH_ORDER });
  await expect(dialog.getByTestId('notice-body')).toContainText('下泄流量按800立方米每秒控制');
  // No reload, no focus change: the socket tells the other console.
  await expect.poll(() => bellCount(watcher)).toBe(before - 1);
  await expect.poll(() => bellCount(reader)).toBe(before - 1);
  await context.close();
});

test('a released notice reaches another signed-in person at once', async ({ browser, request }) => {
  const token = await signInThroughApi(request);
  const created = await request.post('/api/message', {
    headers: { authorization: token },
    data: {
      title: '关于做好今晚强降雨防御工作的紧急通知',
      content: '<p>预计今晚至明晨澜江流域有大到暴雨，请各值班人员坚守岗位，密切关注库水位变化。</p>',
      files: [],
      toUserIds: [],
      toOrganizeIds: [],
    },
  });
  expect(((await created.json()) as { code: number }).code).toBe(200);

  const dutyContext = await browser.newContext();
  const duty = await dutyContext.newPage();
  await signInWithToken(duty, { account: 'duty01', password: DEMO_PASSWORD });
  await expect.poll(() => bellCount(duty)).toBeGreaterThan(0);
  const before = await bellCount(duty);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInWithToken(admin);
  await openShell(admin, '/system/notice');
  await admin
    .getByRole('row', { name: /关于做好今晚强降雨防御工作的紧急通知/ })
    .getByRole('button', { name: '发布' })
    .click();
  await admin.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(admin.getByRole('row', { name: /关于做好今晚强降雨防御工作的紧急通知/ })).toContainText('已发布');
  await admin.screenshot({ path: `${SHOTS}/messages-notice-admin.png` });
  await admin
    .getByRole('button', { name: '新 建' })
    .or(admin.getByRole('button', { name: '新建' }))
    .click();
  const form = admin.getByTestId('notice-form');
  await expect(form).toBeVisible();
  // Attachments go through the shared chunked uploader.
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: '防汛值班表.csv', mimeType: 'text/csv', buffer: Buffer.from('日期,值班人\n11-26,王海涛\n') });
  await expect(form.getByTestId('upload-row').filter({ hasText: '防汛值班表' }).first()).toHaveAttribute('data-status', 'success');
  await admin.screenshot({ path: `${SHOTS}/messages-notice-form.png` });
  await admin.keyboard.press('Escape');

  await expect.poll(() => bellCount(duty)).toBe(before + 1);
  await duty.getByTestId(TID.noticeBell).hover();
  await expect(duty.getByTestId('bell-popover')).toContainText('关于做好今晚强降雨防御工作的紧急通知');
  await duty.screenshot({ path: `${SHOTS}/messages-bell-popover.png` });
  await adminContext.close();
  await dutyContext.close();
});

const LOOKS: { language: Language; theme: ThemeMode }[] = [
  { language: 'zh-CN', theme: 'light' },
  { language: 'zh-TW', theme: 'dark' },
  { language: 'en', theme: 'light' },
  { language: 'en', theme: 'dark' },
];

test('the centre and a notice read well in three languages, light and dark', async ({ page }) => {
  await signInWithToken(page, { account: 'engineer01', password: DEMO_PASSWORD });
  for (const { language, theme } of LOOKS) {
    await storeSettings(page, { themeClass: theme, language });
    await openShell(page, '/messageRecord');
    await expect(page.getByTestId('message-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/messages-centre-${language}-${theme}.png` });
    await page.getByRole('button', { name: '关于发布2026年汛期防汛值班表的通知' }).click();
    await expect(page.getByTestId('notice-body')).toBeVisible();
    // The picture once the dialog has finished zooming in and the mask has faded in.
    await expect(page.locator('.ant-modal')).not.toHaveClass(/-(appear|enter)\b/);
    await expect(page.locator('.ant-modal-mask')).not.toHaveClass(/-(appear|enter)\b/);
    await page.screenshot({ path: `${SHOTS}/messages-notice-${language}-${theme}.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('notice-body')).toBeHidden();
  }
});

import { expect, test, type Browser, type Page } from '@playwright/test';
import { screenshot, storeSettings } from './support/shell';
import { DEMO_PASSWORD, signInWithToken } from './support/sign-in';

// Two duty officers (demo accounts duty01 王海涛 and duty02 李静) chat across two browsers: text, emoji and an image,
// with unread counts and read state carried by the one socket of each console.
test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

async function officer(browser: Browser, account: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithToken(page, { account: account, password: DEMO_PASSWORD });
  return page;
}

const chatButton = (page: Page) => page.getByTestId('chat-button');

async function openChatWith(page: Page, tab: '最近' | '通讯录', name: string): Promise<void> {
  await chatButton(page).click();
  const drawer = page.getByTestId('chat-drawer');
  await drawer.getByRole('tab', { name: tab }).click();
  await drawer
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  await expect(drawer.getByTestId('chat-conversation')).toBeVisible();
}

test('two duty officers chat with text and an image', async ({ browser }) => {
  const wang = await officer(browser, 'duty01');
  const li = await officer(browser, 'duty02');
  await expect(chatButton(li)).toHaveAttribute('aria-label', '值班聊天');

  await openChatWith(wang, '通讯录', '李静');
  const input = wang.getByRole('textbox', { name: '发给 李静 的消息' });
  await input.fill('  3号闸门已关闭 <b>请复核</b> [强]  ');
  await input.press('Enter');
  const mine = wang.getByTestId('chat-history').getByTestId('chat-message').last();
  await expect(mine).toHaveAttribute('data-status', 'sent');
  await expect(mine).toContainText('3号闸门已关闭 <b>请复核</b> 👍');

  // The other console hears it at once: the button names the unread count.
  await expect(chatButton(li)).toHaveAttribute('aria-label', '值班聊天，1 条未读');
  await openChatWith(li, '最近', '王海涛');
  await expect(chatButton(li)).toHaveAttribute('aria-label', '值班聊天');
  const received = li.getByTestId('chat-history').getByTestId('chat-message').last();
  await expect(received).toContainText('3号闸门已关闭 <b>请复核</b> 👍');
  await expect(received.locator('b')).toHaveCount(0);

  // An image back: uploaded, sent, and shown as a thumbnail that opens full size.
  const picture = await li.screenshot({ clip: { x: 0, y: 0, width: 96, height: 64 } });
  await li
    .getByTestId('chat-drawer')
    .locator('input[type=file]')
    .setInputFiles({ name: 'gate-3.png', mimeType: 'image/png', buffer: picture });
  const image = wang.getByTestId('chat-history').getByTestId('chat-image').locator('img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(96);
  await image.click();
  await expect(wang.locator('.ant-image-preview-img')).toBeVisible();
  await wang.keyboard.press('Escape');
  await expect(wang.locator('.ant-image-preview-img')).toBeHidden();

  await screenshot(wang, 'chat-drawer-zh-CN-light');

  // The history panel finds the first message on the server, the word marked.
  await wang.getByTestId('chat-history-toggle').click();
  const search = wang.getByTestId('chat-history-search');
  await search.getByRole('searchbox', { name: '搜索聊天记录' }).fill('闸门');
  await search.getByRole('searchbox', { name: '搜索聊天记录' }).press('Enter');
  await expect(search.getByText('找到 1 条消息')).toBeVisible();
  await expect(search.locator('mark')).toHaveText('闸门');
  await screenshot(wang, 'chat-history-search-zh-CN-light');
  await wang.getByTestId('chat-history-toggle').click();
  for (const [language, theme] of [
    ['en', 'dark'],
    ['zh-TW', 'light'],
  ] as const) {
    await storeSettings(wang, { themeClass: theme, language });
    await wang.reload();
    await chatButton(wang).click();
    await wang.getByTestId('chat-drawer').getByRole('tab').last().click();
    await wang.getByTestId('chat-drawer').getByRole('tab').first().click();
    await wang.getByTestId('chat-drawer').getByRole('button', { name: /李静/ }).first().click();
    await expect(wang.getByTestId('chat-history').getByTestId('chat-image')).toBeVisible();
    await screenshot(wang, `chat-drawer-${language}-${theme}`);
  }
});

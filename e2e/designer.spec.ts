import { expect, test } from '@playwright/test';
import { signInWithToken } from './support/sign-in';

test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

const SHOTS = 'test-results/screenshots';

// Issue 14 item 1: a form designed from the palette, saved, released, listed as released and previewed.
test('designs a form with two fields, saves, releases and previews it', async ({ page, context }) => {
  const code = `e2eDesign${Date.now() % 1_000_000}`;
  await signInWithToken(page, { path: '/onlineDev/visualDev' });
  await page.getByRole('button', { name: '新建表单' }).click();
  const designer = page.getByTestId('form-designer');
  await expect(designer).toBeVisible();

  await designer.getByTestId('palette-input').click();
  await designer.getByTestId('prop-label').fill('坝段名称');
  await designer.getByTestId('prop-required').click();
  await designer.getByTestId('palette-inputNumber').click();
  await designer.getByTestId('prop-label').fill('渗流量');
  await expect(designer.getByTestId('designer-field')).toHaveCount(2);

  await designer.getByRole('tab', { name: '表单属性' }).click();
  await designer.getByTestId('form-full-name').fill('端到端巡检表');
  await designer.getByTestId('form-en-code').fill(code);
  await designer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();

  await designer.getByRole('button', { name: /发\s*布/ }).click();
  await page
    .getByRole('dialog', { name: '发布表单' })
    .getByRole('button', { name: /发\s*布/ })
    .click();
  await expect(page.getByText('发布成功')).toBeVisible();
  await expect(designer.getByText('已发布', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/designer-editor.png` });

  // The preview opens in a new tab with the design in hand.
  const [preview] = await Promise.all([context.waitForEvent('page'), designer.getByRole('button', { name: /预\s*览/ }).click()]);
  await expect(preview.getByText('坝段名称')).toBeVisible();
  await expect(preview.getByText('渗流量')).toBeVisible();
  await preview.close();

  await designer.getByRole('button', { name: '关闭设计器' }).click();
  await page.getByRole('search').getByRole('textbox').first().fill(code);
  await page
    .getByRole('search')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('已发布');
  await page.screenshot({ path: `${SHOTS}/designer-list.png` });
});

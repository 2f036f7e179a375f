import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { TID, byTestId } from './support/selectors';
import { screenshot } from './support/shell';
import { DEMO_PASSWORD, signInWithToken } from './support/sign-in';

// Uploads through the My files page (user menu): a 30 MB document whose upload is cut by a reload resumes from the
// chunks the server already holds, and an image goes up and shows as a thumbnail.

// A Chinese browser and account, as the console's users have: the texts below are the zh-CN catalogue's.
test.use({ locale: 'zh-CN' });

const THIRTY_MB = 30 * 1024 * 1024;
const CHUNKS = Math.ceil(THIRTY_MB / 5_242_880);

async function openMyFiles(page: Page): Promise<void> {
  await page.locator(byTestId(TID.userDropdown)).click();
  await page.locator(byTestId('files-item')).click();
  await expect(page.getByRole('heading', { name: '我的文件' })).toBeVisible();
}

test("a 30 MB upload cut by a reload resumes from the server's chunks", async ({ page }) => {
  // Fresh random bytes, so no earlier run's copy turns this into an instant upload.
  const file = { name: 'survey-30mb.bin', mimeType: 'application/octet-stream', buffer: randomBytes(THIRTY_MB) };
  await signInWithToken(page, { account: 'viewer01', password: DEMO_PASSWORD });
  await openMyFiles(page);

  // First visit: two chunks get through, the rest are cut off, then the page reloads mid-upload.
  let stored = 0;
  await page.route('**/api/file/chunk', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    if (stored >= 2) return route.abort();
    stored += 1;
    return route.continue();
  });
  const documents = page.locator(byTestId('files-documents'));
  const twoStored = Promise.all(
    [1, 2].map(() =>
      page.waitForResponse((response) => response.url().includes('/api/file/chunk') && response.request().method() === 'POST'),
    ),
  );
  await documents.locator('input[type=file]').setInputFiles(file);
  await expect(documents.getByText('校验文件中').or(documents.getByText('正在上传'))).toBeVisible();
  await twoStored;
  await page.reload();
  await page.unroute('**/api/file/chunk');

  // After the reload the interrupted file is listed; choosing it again sends only what the server lacks.
  await expect(documents.locator(byTestId('upload-note'))).toContainText('重新选择同一文件即可继续');
  await screenshot(page, 'uploads-interrupted');
  const sent: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/file/chunk') && request.method() === 'POST') {
      const number = /name="chunkNumber"\r\n\r\n(\d+)/.exec(request.postDataBuffer()?.subarray(0, 4096).toString('latin1') ?? '')?.[1];
      sent.push(Number(number));
    }
  });
  await documents.locator('input[type=file]').setInputFiles(file);
  const row = documents.locator(byTestId('upload-row')).filter({ hasText: file.name });
  await expect(row.first()).toHaveAttribute('data-status', 'success', { timeout: 45_000 });
  expect(sent.length).toBeLessThanOrEqual(CHUNKS - 2);
  expect(sent).not.toContain(1);
  await expect(documents.locator(byTestId('upload-note'))).toHaveCount(0);
  await expect(page.locator(byTestId('files-mine')).getByText(/survey-30mb_\d{14}\.bin/)).toBeVisible();
  await screenshot(page, 'uploads-resumed');
});

test('an image goes up and shows as a thumbnail; a script named .png is refused', async ({ page }) => {
  await signInWithToken(page, { account: 'viewer01', password: DEMO_PASSWORD });
  await openMyFiles(page);
  const images = page.locator(byTestId('files-images'));
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
    'hex',
  );
  await images.locator('input[type=file]').setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: png });
  await expect(images.getByRole('img', { name: '打开图片 gate.png' })).toBeVisible();
  await images
    .locator('input[type=file]')
    .setInputFiles({ name: 'evil.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>') });
  await expect(page.getByText(/文件格式不允许上传/).first()).toBeVisible();
  await expect(images.locator(byTestId('image-uploader-item'))).toHaveCount(1);
  await screenshot(page, 'uploads-images');
});

import type { Page } from '@playwright/test';

const violations = new WeakMap<Page, string[]>();

/**
 * Records every Content-Security-Policy violation on `page`: the `securitypolicyviolation` events of each document
 * it loads, and the browser's own console report. Call before the first navigation; read with `cspViolations`.
 */
export async function watchCsp(page: Page): Promise<void> {
  const seen: string[] = [];
  violations.set(page, seen);
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('__sluiceReportCsp', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __sluiceReportCsp?: (text: string) => void }).__sluiceReportCsp;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`);
    });
  });
}

/** What `watchCsp` recorded so far. */
export function cspViolations(page: Page): string[] {
  return [...(violations.get(page) ?? [])];
}

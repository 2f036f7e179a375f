import { act, render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AntdStyleWarmUp } from '../../../src/app/antd-style-warm-up';
import '../support/dom-setup';

/** The CSS antd has put into the document so far. */
const injectedCss = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
/**
 * Whether a component's own rules are among it (its root class with a rule body). Each test has its own class prefix,
 * so styles other test files injected in this worker do not count.
 */
const styled = (prefix: string, component: string) => new RegExp(`\\.${prefix}-${component}\\{`).test(injectedCss());

/** Idle callbacks the test runs one at a time (jsdom has none). */
let idle: (() => void)[] = [];
const runIdle = () => act(() => idle.shift()?.());

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => vi.unstubAllGlobals());

// The monitoring pages' antd styles are registered in idle time ahead of the page, with nothing put on the page.
describe('antd style warm-up', () => {
  it('registers the tabs, tree and spin styles one idle step at a time, and adds nothing to the page', () => {
    const { container } = render(
      <ConfigProvider prefixCls="warmed">
        <AntdStyleWarmUp />
      </ConfigProvider>,
    );
    expect(styled('warmed', 'tabs')).toBe(false);
    runIdle();
    expect(styled('warmed', 'tabs')).toBe(true);
    expect(styled('warmed', 'spin')).toBe(false);
    while (idle.length > 0) runIdle();
    expect(styled('warmed', 'tree')).toBe(true);
    expect(styled('warmed', 'spin')).toBe(true);
    expect(container.innerHTML).toBe('');
    expect(document.body.querySelector('.warmed-tabs, .warmed-tree, .warmed-spin')).toBeNull();
  });

  it('warms nothing where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    render(
      <ConfigProvider prefixCls="unwarmed">
        <AntdStyleWarmUp />
      </ConfigProvider>,
    );
    expect(styled('unwarmed', 'tabs')).toBe(false);
  });
});

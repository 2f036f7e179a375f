import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAntdTheme } from '../../../src/app/use-antd-theme';

/** A matchMedia that answers `reduce` for the reduced-motion query, as a system with "reduce motion" on does. */
function systemAsksForLessMotion(asks: boolean) {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: asks && query === '(prefers-reduced-motion: reduce)',
  }));
}

describe('reduced motion', () => {
  afterEach(() => vi.restoreAllMocks());

  it('switches antd animations off when the system asks for less motion', () => {
    systemAsksForLessMotion(true);
    const { result } = renderHook(() => useAntdTheme());
    expect(result.current.config.token?.motion).toBe(false);
  });

  it('keeps them on otherwise', () => {
    systemAsksForLessMotion(false);
    const { result } = renderHook(() => useAntdTheme());
    expect(result.current.config.token?.motion).toBe(true);
  });
});

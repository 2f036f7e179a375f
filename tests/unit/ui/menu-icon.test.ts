import { describe, expect, it } from 'vitest';
import { normalizeIconName } from '../../../src/ui/menu-icon';

describe('menu icon names', () => {
  it.each([
    ['HomeOutlined', 'home'],
    ['home-outlined', 'home'],
    ['icon-ym icon-ym-home', 'home'],
    ['FundProjectionScreenOutlined', 'fundprojectionscreen'],
    ['ym-custom ym-custom-work-order', 'workorder'],
  ])('%s reads as %s', (icon, name) => {
    expect(normalizeIconName(icon)).toBe(name);
  });
});

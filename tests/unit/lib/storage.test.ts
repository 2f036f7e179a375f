import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSetting, removeSetting, resetSettingsCache, setSetting, subscribeSettings } from '../../../src/lib/storage';

describe('local settings', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetSettingsCache();
  });

  it('are stored under the sluice_ prefix', () => {
    setSetting('layoutType', 'blend');
    expect(window.localStorage.getItem('sluice_layoutType')).toBe('"blend"');
    resetSettingsCache();
    expect(getSetting('layoutType')).toBe('blend');
  });

  it('give defaults when nothing is stored', () => {
    expect(getSetting('token')).toBeNull();
    expect(getSetting('lock')).toBe(0);
    expect(getSetting('layoutType')).toBe('classic');
    expect(getSetting('themeClass')).toBe('light');
    expect(getSetting('sidebarStatus')).toBe(1);
    expect(getSetting('tagsView')).toBe(true);
  });

  it.each([
    ['sluice_layoutType', '{not json'],
    ['sluice_layoutType', '"dashboard"'],
    ['sluice_lock', '"yes"'],
    ['sluice_themeClass', '42'],
    ['sluice_sysConfig', '[1,2]'],
    ['sluice_tagsView', '"true"'],
    ['sluice_token', '""'],
  ])('fall back to the default when %s holds %s', (key, raw) => {
    window.localStorage.setItem(key, raw);
    const name = key.replace('sluice_', '') as Parameters<typeof getSetting>[0];
    const defaults: Record<string, unknown> = {
      layoutType: 'classic',
      lock: 0,
      themeClass: 'light',
      sysConfig: null,
      tagsView: true,
      token: null,
    };
    expect(getSetting(name)).toEqual(defaults[name]);
  });

  it('accept the legacy 1/0 strings for flags stored by older consoles', () => {
    window.localStorage.setItem('sluice_lock', '"1"');
    expect(getSetting('lock')).toBe(1);
  });

  it('never throw when storage refuses', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => setSetting('themeClass', 'dark')).not.toThrow();
    expect(getSetting('themeClass')).toBe('dark');
    spy.mockRestore();
  });

  it('tell subscribers about changes and removals', () => {
    const seen: string[] = [];
    const unsubscribe = subscribeSettings((key) => seen.push(key));
    setSetting('token', 'bearer x');
    removeSetting('token');
    unsubscribe();
    setSetting('lock', 1);
    expect(seen).toEqual(['token', 'token']);
    expect(getSetting('token')).toBeNull();
  });
});

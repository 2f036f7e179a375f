import { beforeEach, describe, expect, it } from 'vitest';
import { antdSizeOf, parseComponentSize } from '../../../src/lib/component-size';
import { createLocalValue } from '../../../src/lib/local-value';
import { parseSelectedProject } from '../../../src/lib/selected-project';
import { getSetting, resetSettingsCache } from '../../../src/lib/storage';
import { contrastRatio, strongShade, THEME_COLOR_NAMES, THEME_COLORS, themeColorName, themeColorOf } from '../../../src/lib/theme-colors';
import { HOME_TAB, parseTabs } from '../../../src/app/tabs/tab-store';

describe('settings that are corrupt or from an older release fall back to defaults', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    resetSettingsCache();
  });

  it('an unknown theme colour name is blue #1890ff', () => {
    window.localStorage.setItem('sluice_theme', '"teal-ish"');
    resetSettingsCache();
    expect(themeColorName(getSetting('theme'))).toBe('blue');
    expect(themeColorOf(getSetting('theme'))).toBe('#1890ff');
    expect(themeColorOf('purple')).toBe(THEME_COLORS.purple);
  });

  it('an unknown layout reads as classic and broken flags as their defaults', () => {
    window.localStorage.setItem('sluice_layoutType', '"sidebar-right"');
    window.localStorage.setItem('sluice_tagsView', '"yes"');
    window.localStorage.setItem('sluice_useCache', '{broken');
    resetSettingsCache();
    expect(getSetting('layoutType')).toBe('classic');
    expect(getSetting('tagsView')).toBe(true);
    expect(getSetting('useCache')).toBe(true);
  });

  it('the size switch reads anything unknown as default', () => {
    expect(parseComponentSize('mini')).toBe('mini');
    expect(parseComponentSize('huge')).toBeUndefined();
    window.localStorage.setItem('sluice_probe-size', '{not json');
    const size = createLocalValue({ key: 'probe-size', fallback: 'default', parse: parseComponentSize });
    expect(size.get()).toBe('default');
    size.set('small');
    expect(window.localStorage.getItem('sluice_probe-size')).toBe('"small"');
  });

  it('maps the four sizes onto antd, with the compact algorithm for mini', () => {
    expect(antdSizeOf('default')).toEqual({ componentSize: 'medium', compact: false });
    expect(antdSizeOf('medium')).toMatchObject({ componentSize: 'medium', controlHeight: 28, compact: false });
    expect(antdSizeOf('small')).toEqual({ componentSize: 'small', compact: false });
    expect(antdSizeOf('mini')).toEqual({ componentSize: 'small', compact: true });
  });

  it('stored tabs keep what is valid and the bar starts at home when nothing is', () => {
    expect(parseTabs({ not: 'a list' })).toBeUndefined();
    const tabs = parseTabs([
      { path: '/a', name: 'a', meta: { title: 'A', affix: 'yes' } },
      { path: 'no-slash', name: 'x', meta: {} },
      { path: '/a', name: 'dup', meta: {} },
      42,
    ]);
    expect(tabs).toEqual([{ path: '/a', fullPath: '/a', name: 'a', meta: { title: 'A', zhTitle: '', icon: null, affix: false } }]);
    window.sessionStorage.setItem('sluice_probe-tabs', 'garbage');
    expect(createLocalValue({ key: 'probe-tabs', area: 'session', fallback: [HOME_TAB], parse: parseTabs }).get()).toEqual([HOME_TAB]);
  });

  it('a stored project without an id is no project', () => {
    expect(parseSelectedProject({ name: 'x' })).toBeUndefined();
    expect(parseSelectedProject('p1')).toBeUndefined();
    expect(parseSelectedProject(null)).toBeNull();
    expect(parseSelectedProject({ projectId: 'p1', latitude: 'north', projectTypeId: 'river-patrol', isManager: 1 })).toEqual({
      projectId: 'p1',
      name: '',
      latitude: null,
      longitude: null,
      orgId: '',
      projectTypeId: 'river-patrol',
      isManager: false,
      menuProjectType: 3,
    });
  });
});

describe('theme colours', () => {
  it('offers the eight colours of the drawer', () => {
    expect(THEME_COLOR_NAMES).toEqual(['blue', 'purple', 'azure', 'ocean', 'green', 'yellow', 'orange', 'red']);
  });

  it.each(THEME_COLOR_NAMES)('%s has a shade that carries white text at AA', (name) => {
    expect(contrastRatio(strongShade(THEME_COLORS[name]), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

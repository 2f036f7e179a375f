import { describe, expect, it } from 'vitest';
import {
  addTab,
  cacheAfterClose,
  cacheAfterOpen,
  cacheNamesOf,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  isCached,
  isMiddleClick,
  toggleAffix,
  type TabView,
} from '../../../src/lib/tab-rules';

const tab = (path: string, affix = false, query = ''): TabView => ({
  path,
  fullPath: path + query,
  name: path.slice(1).replace(/\//g, '-'),
  meta: { title: path, zhTitle: path, affix },
});

const HOME = tab('/home', true);
const A = tab('/a');
const B = tab('/b');
const C = tab('/c');
const paths = (tabs: TabView[]) => tabs.map((entry) => entry.path);

describe('adding tabs on route change', () => {
  it('appends a new page', () => {
    expect(paths(addTab([HOME], A))).toEqual(['/home', '/a']);
  });

  it('keeps one tab per page, in place, taking the new query and keeping its pin', () => {
    const pinned = { ...A, meta: { ...A.meta, affix: true } };
    const next = addTab([HOME, pinned, B], tab('/a', false, '?id=7'));
    expect(paths(next)).toEqual(['/home', '/a', '/b']);
    expect(next[1]).toMatchObject({ fullPath: '/a?id=7', meta: { affix: true } });
  });

  it('never adds the refresh helper or the root', () => {
    expect(paths(addTab([HOME], tab('/redirect/a')))).toEqual(['/home']);
    expect(paths(addTab([HOME], tab('/')))).toEqual(['/home']);
  });
});

describe('closing tabs', () => {
  it('cannot close a pinned tab', () => {
    expect(closeTab([HOME, A], '/home', '/home')).toEqual({ tabs: [HOME, A] });
  });

  it('closing the active tab moves to the last remaining tab', () => {
    expect(closeTab([HOME, A, B, C], '/b', '/b')).toEqual({ tabs: [HOME, A, C], navigateTo: '/c' });
  });

  it('goes to / when nothing is left', () => {
    expect(closeTab([A], '/a', '/a')).toEqual({ tabs: [], navigateTo: '/' });
  });

  it('closing another tab stays on the page', () => {
    expect(closeTab([HOME, A, B], '/a', '/b')).toEqual({ tabs: [HOME, B] });
  });

  it('close others keeps pinned tabs and the chosen one, and opens it', () => {
    expect(closeOtherTabs([HOME, A, B, C], '/b')).toEqual({ tabs: [HOME, B], navigateTo: '/b' });
  });

  it('close all keeps pinned tabs and moves to the last of them', () => {
    const pinnedC = { ...C, meta: { ...C.meta, affix: true } };
    expect(closeAllTabs([HOME, A, pinnedC, B], '/a')).toEqual({ tabs: [HOME, pinnedC], navigateTo: '/c' });
    expect(closeAllTabs([HOME, A], '/home')).toEqual({ tabs: [HOME] });
    expect(closeAllTabs([A, B], '/a')).toEqual({ tabs: [], navigateTo: '/' });
  });

  it('pins and unpins from the context menu', () => {
    const pinned = toggleAffix([HOME, A], '/a');
    expect(pinned[1]?.meta.affix).toBe(true);
    expect(closeTab(pinned, '/a', '/a').tabs).toHaveLength(2);
    expect(toggleAffix(pinned, '/home')[0]?.meta.affix).toBe(false);
  });

  it('recognises the middle button', () => {
    expect(isMiddleClick({ button: 1 })).toBe(true);
    expect(isMiddleClick({ button: 0 })).toBe(false);
    expect(isMiddleClick({ button: 2 })).toBe(false);
  });
});

describe('view cache rules', () => {
  it('opening previewModel clears the cache', () => {
    expect(cacheAfterOpen('previewModel', true)).toEqual([]);
  });

  it('opening any other view leaves dynamicModel and workOrderManagement', () => {
    expect(cacheAfterOpen('home', true)).toEqual(['dynamicModel', 'workOrderManagement']);
  });

  it('the page-cache setting switches caching off', () => {
    expect(cacheAfterOpen('dynamicModel', false)).toEqual([]);
  });

  it('closing a GDBD view or previewModel resets the cache to workOrderManagement', () => {
    expect(cacheAfterClose(['dynamicModel', 'workOrderManagement'], 'formGDBD01')).toEqual(['workOrderManagement']);
    expect(cacheAfterClose(['dynamicModel', 'workOrderManagement'], 'previewModel')).toEqual(['workOrderManagement']);
    expect(cacheAfterClose(['dynamicModel', 'workOrderManagement'], 'profile')).toEqual(['dynamicModel', 'workOrderManagement']);
  });

  it('knows a view by route name, last path segment, or as the dynamic form under /model/', () => {
    expect(cacheNamesOf({ name: 'workOrder-list', path: '/projecManagement/workOrderManagement' })).toContain('workOrderManagement');
    expect(cacheNamesOf({ name: 'workOrder-damInspection', path: '/model/workOrder.damInspection' })).toContain('dynamicModel');
    const cached = cacheAfterOpen('home', true);
    expect(isCached(cached, { name: 'workOrder-list', path: '/projecManagement/workOrderManagement' })).toBe(true);
    expect(isCached(cached, { name: 'profile', path: '/profile' })).toBe(false);
  });
});

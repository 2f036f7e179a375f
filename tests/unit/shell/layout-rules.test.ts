import { describe, expect, it } from 'vitest';
import {
  activeTopMenu,
  blendTopMenu,
  filterBlendSideMenu,
  isChromeHiddenQuery,
  isSidebarHiddenPath,
  isSidebarVisible,
  opensFirstMenu,
  projectMenuType,
  selectLayout,
  splitTopMenu,
  topMenuCapacity,
  topMenuRoom,
} from '../../../src/lib/layout-rules';
import type { MenuNode } from '../../../server/src/wire/current-user';
import { menuNode } from '../support/wire-fixtures';

const item = (id: string, extra: Partial<MenuNode> = {}): MenuNode =>
  menuNode({ id, enCode: id, fullName: id, type: 2, urlAddress: id, ...extra });

describe('layout selection', () => {
  it.each(['classic', 'functional', 'plain', 'blend'])('keeps %s', (layout) => {
    expect(selectLayout(layout)).toBe(layout);
  });

  it.each([['dashboard'], [''], [null], [undefined], [42], ['Classic']])('turns %s into classic', (value) => {
    expect(selectLayout(value)).toBe('classic');
  });
});

describe('sidebar visibility', () => {
  it.each(['/knowledgeBase/detail', '/projecManagement/workOrderStatistics', '/messageRecord', '/waterProjectManagement/list'])(
    'hides the sidebar on %s',
    (path) => {
      expect(isSidebarHiddenPath(path)).toBe(true);
      expect(isSidebarVisible({ layout: 'classic', pathname: path, search: '' })).toBe(false);
    },
  );

  it('shows it on other pages of the sidebar layouts', () => {
    expect(isSidebarHiddenPath('/monitoring/alarms')).toBe(false);
    expect(isSidebarVisible({ layout: 'classic', pathname: '/monitoring/alarms', search: '' })).toBe(true);
    expect(isSidebarVisible({ layout: 'plain', pathname: '/monitoring/alarms', search: '' })).toBe(true);
  });

  it('never draws one in the functional layout', () => {
    expect(isSidebarVisible({ layout: 'functional', pathname: '/monitoring/alarms', search: '' })).toBe(false);
  });

  it('blend: hides it with nothing to show, and on ?id=1', () => {
    expect(isSidebarVisible({ layout: 'blend', pathname: '/monitoring/alarms', search: '', hasSideItems: true })).toBe(true);
    expect(isSidebarVisible({ layout: 'blend', pathname: '/monitoring/alarms', search: '', hasSideItems: false })).toBe(false);
    expect(isSidebarVisible({ layout: 'blend', pathname: '/monitoring/alarms', search: '?id=1' })).toBe(false);
    expect(isSidebarVisible({ layout: 'blend', pathname: '/monitoring/alarms', search: '?id=12' })).toBe(true);
  });

  it('a query id of 1 hides the tab bar and the nav, other ids do not', () => {
    expect(isChromeHiddenQuery('?id=1')).toBe(true);
    expect(isChromeHiddenQuery('?x=2&id=1')).toBe(true);
    expect(isChromeHiddenQuery('?id=2')).toBe(false);
    expect(isChromeHiddenQuery('')).toBe(false);
  });

  it('opens the first top-level menu on /home, /dashboard and /404 only', () => {
    expect(['/home', '/dashboard', '/404'].every(opensFirstMenu)).toBe(true);
    expect(opensFirstMenu('/monitoring/alarms')).toBe(false);
  });
});

describe('top menu split', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];

  it('shows floor(width / 116) items', () => {
    expect(topMenuCapacity(115)).toBe(0);
    expect(topMenuCapacity(116)).toBe(1);
    expect(topMenuCapacity(463)).toBe(3);
    expect(topMenuCapacity(Number.NaN)).toBe(0);
  });

  it('puts the rest under More', () => {
    expect(splitTopMenu(items, 350)).toEqual({ visible: ['a', 'b', 'c'], more: ['d', 'e'] });
  });

  it('needs no More when everything fits', () => {
    expect(splitTopMenu(items, 580)).toEqual({ visible: items, more: [] });
  });

  it('leaves one slot of the bar to More when something overflows', () => {
    expect(topMenuRoom(5, 580)).toBe(580);
    expect(topMenuRoom(5, 500)).toBe(384);
    expect(splitTopMenu(items, topMenuRoom(items.length, 500))).toEqual({ visible: ['a', 'b', 'c'], more: ['d', 'e'] });
  });
});

describe('blend menus', () => {
  const menus: MenuNode[] = [
    item('home'),
    item('orderForm', { fullName: '工单表单' }),
    item('monitoring.cockpit', { fullName: '大屏' }),
    item('secret', { hidden: 1 }),
    item('monitoring', {
      type: 1,
      projectType: 2,
      children: [
        item('alarms', { projectType: 2 }),
        item('weather'),
        item('patrol', { projectType: 3 }),
        item('hiddenChild', { hidden: 1 }),
        item('group', { type: 1, children: [item('reservoirOnly', { projectType: 2 }), item('patrolOnly', { projectType: 3 })] }),
      ],
    }),
  ];

  it('keeps work order form, cockpit and hidden items out of the top menu', () => {
    expect(blendTopMenu(menus).map((entry) => entry.id)).toEqual(['home', 'monitoring']);
  });

  it('shows an item when its projectType is 1 (or unset) or equals the selected project type', () => {
    const children = menus.at(-1)?.children ?? [];
    const reservoir = filterBlendSideMenu(children, 2);
    expect(reservoir.map((entry) => entry.id)).toEqual(['alarms', 'weather', 'group']);
    expect(reservoir.at(-1)?.children?.map((entry) => entry.id)).toEqual(['reservoirOnly']);
    const patrol = filterBlendSideMenu(children, 3);
    expect(patrol.map((entry) => entry.id)).toEqual(['weather', 'patrol', 'group']);
    expect(patrol.at(-1)?.children?.map((entry) => entry.id)).toEqual(['patrolOnly']);
    expect(filterBlendSideMenu(children, 1).map((entry) => entry.id)).toEqual(['weather', 'group']);
  });

  it('derives 2 from the reservoir project type id and 3 from river patrol (the demo data)', () => {
    expect(projectMenuType('reservoir')).toBe(2);
    expect(projectMenuType('river-patrol')).toBe(3);
    expect(projectMenuType('pump-station')).toBe(1);
    expect(projectMenuType(null)).toBe(1);
  });

  it('opens the menu that holds the page, or the first directory on /home', () => {
    const top = blendTopMenu(menus);
    expect(activeTopMenu(top, '/alarms', 'alarms')?.id).toBe('monitoring');
    expect(activeTopMenu(top, '/home', 'home')?.id).toBe('monitoring');
    expect(activeTopMenu(top, '/profile', undefined)?.id).toBe('monitoring');
  });
});

import { describe, expect, it } from 'vitest';
import {
  firstMenuPath,
  flattenMenuRoutes,
  generateMenuRoutes,
  indexMenuRoutes,
  menuTarget,
  routeName,
  type MenuRouteContext,
} from '../../../src/lib/menu-routes';
import type { MenuNode } from '../../../server/src/wire/current-user';
import { menuNode } from '../support/wire-fixtures';

const CONTEXT: MenuRouteContext = { dataVHost: 'https://datav.example.com/' };

function menu(overrides: Partial<MenuNode> & Pick<MenuNode, 'id' | 'enCode' | 'type'>): MenuNode {
  return menuNode({ fullName: overrides.enCode, ...overrides });
}

describe('route names', () => {
  it('are the enCode with dots replaced by dashes', () => {
    expect(routeName('monitoring.alarms.list')).toBe('monitoring-alarms-list');
    expect(routeName('home')).toBe('home');
  });
});

describe('type 1, directory', () => {
  const tree = [
    menu({
      id: 'd1',
      enCode: 'system',
      type: 1,
      children: [
        menu({
          id: 'd2',
          enCode: 'system.permission',
          type: 1,
          children: [menu({ id: 'p1', enCode: 'system.user', type: 2, urlAddress: 'permission/user' })],
        }),
        menu({ id: 'p2', enCode: 'system.area', type: 2, urlAddress: 'system/area' }),
      ],
    }),
  ];

  it('gets /<enCode> with its children nested and opens its first page', () => {
    const [directory] = generateMenuRoutes(tree, CONTEXT);
    expect(directory).toMatchObject({ kind: 'directory', path: '/system', redirect: '/permission/user' });
    expect(directory?.meta.name).toBe('system');
    expect(directory?.meta.modelId).toBeUndefined();
    expect(directory?.children.map((child) => child.path)).toEqual(['/system.permission', '/system/area']);
    expect(directory?.children[0]?.children[0]).toMatchObject({ kind: 'page', path: '/permission/user' });
  });

  it('indexes every nested record by path', () => {
    const index = indexMenuRoutes(generateMenuRoutes(tree, CONTEXT));
    expect([...index.keys()]).toEqual(['/system', '/system.permission', '/permission/user', '/system/area']);
    expect(index.get('/permission/user')?.meta.name).toBe('system-user');
  });

  it('a click on a directory goes to its first page', () => {
    expect(menuTarget(tree[0]!, CONTEXT)).toEqual({ kind: 'route', to: '/permission/user' });
  });
});

describe('type 2, page', () => {
  it('strips the query from the path but keeps it for the link', () => {
    const [page] = generateMenuRoutes(
      [menu({ id: 'p', enCode: 'alarms', type: 2, urlAddress: '/monitoring/alarms?state=active' })],
      CONTEXT,
    );
    expect(page).toMatchObject({ kind: 'page', path: '/monitoring/alarms', link: '/monitoring/alarms?state=active' });
    // Hand-written pages carry buttons too, so their permissions are looked up by the menu id as well.
    expect(page?.meta.modelId).toBe('p');
  });

  it('is left out without an address', () => {
    expect(generateMenuRoutes([menu({ id: 'p', enCode: 'empty', type: 2, urlAddress: '' })], CONTEXT)).toEqual([]);
  });
});

describe.each([
  [3, 'model/damForm'],
  [4, 'dictionary/damTypes'],
  [5, 'dataReport/monthly'],
  [8, 'portal/ops'],
] as const)('type %i, generated module', (type, address) => {
  it('gets /<urlAddress> with modelId, moduleId and isTree in its meta', () => {
    const item = menu({ id: 'm-9', enCode: 'gen.item', type, urlAddress: address, propertyJson: '{"moduleId":"mod-1","isTree":1}' });
    const [record] = generateMenuRoutes([item], CONTEXT);
    expect(record).toMatchObject({ kind: 'module', path: `/${address}` });
    expect(record?.meta).toMatchObject({ modelId: 'm-9', moduleId: 'mod-1', isTree: true, name: 'gen-item' });
  });

  it('reads broken property JSON as empty', () => {
    const [record] = generateMenuRoutes([menu({ id: 'm', enCode: 'x', type, urlAddress: address, propertyJson: '{oops' })], CONTEXT);
    expect(record?.meta).toMatchObject({ modelId: 'm', isTree: false });
    expect(record?.meta.moduleId).toBeUndefined();
  });
});

describe('type 6, data view', () => {
  const item = menu({ id: 'v', enCode: 'screen', type: 6, propertyJson: '{"moduleId":"view 7"}' });

  it('has no console route', () => {
    expect(generateMenuRoutes([item], CONTEXT)).toEqual([]);
  });

  it('opens the console cockpit with the screen id in a new window, with no token in the address', () => {
    expect(menuTarget(item, CONTEXT)).toEqual({ kind: 'external', url: '/cockpit?screen=view%207', newWindow: true });
  });

  it('opens the cockpit in this tab when the menu says _self', () => {
    expect(menuTarget({ ...item, linkTarget: '_self' }, CONTEXT)).toEqual({ kind: 'route', to: '/cockpit?screen=view%207' });
  });

  it('has nowhere to go without a module id', () => {
    expect(menuTarget(menu({ id: 'v', enCode: 'screen', type: 6, propertyJson: '{}' }), CONTEXT)).toEqual({ kind: 'none' });
  });
});

describe('type 7, external link', () => {
  const address = '${dataV}/share?token=${jnpfToken}';

  it('with _self is embedded at /<enCode> with ${dataV} filled and ${jnpfToken} left for the signature', () => {
    const [record] = generateMenuRoutes([menu({ id: 'l', enCode: 'ext.gis', type: 7, urlAddress: address, linkTarget: '_self' })], CONTEXT);
    expect(record).toMatchObject({
      kind: 'frame',
      path: '/ext.gis',
      frameSrc: 'https://datav.example.com/share?token=${jnpfToken}',
    });
    expect(record?.meta).toMatchObject({ name: 'ext-gis', modelId: 'l' });
  });

  it('with _blank opens a new window and has no route', () => {
    const item = menu({ id: 'l', enCode: 'ext', type: 7, urlAddress: 'https://water.example.org/?t=${jnpfToken}', linkTarget: '_blank' });
    expect(generateMenuRoutes([item], CONTEXT)).toEqual([]);
    expect(menuTarget(item, CONTEXT)).toEqual({
      kind: 'external',
      url: 'https://water.example.org/?t=${jnpfToken}',
      newWindow: true,
    });
  });

  it('with any other target opens as a plain link in the same window', () => {
    const item = menu({ id: 'l', enCode: 'ext', type: 7, urlAddress: 'https://water.example.org', linkTarget: '' });
    expect(menuTarget(item, CONTEXT)).toEqual({ kind: 'external', url: 'https://water.example.org', newWindow: false });
  });
});

describe('the first menu path', () => {
  it('is the first page depth first, skipping hidden pages and outside links', () => {
    const tree = [
      menu({ id: 'v', enCode: 'screen', type: 6, propertyJson: '{"moduleId":"1"}' }),
      menu({
        id: 'd',
        enCode: 'ops',
        type: 1,
        children: [
          menu({ id: 'h', enCode: 'ops.hidden', type: 2, urlAddress: 'ops/hidden', hidden: 1 }),
          menu({ id: 'a', enCode: 'ops.alarms', type: 2, urlAddress: 'ops/alarms?x=1' }),
        ],
      }),
      menu({ id: 'b', enCode: 'home', type: 2, urlAddress: 'home' }),
    ];
    const records = generateMenuRoutes(tree, CONTEXT);
    expect(firstMenuPath(records)).toBe('/ops/alarms?x=1');
    expect(flattenMenuRoutes(records).map((record) => record.meta.name)).toEqual(['ops', 'ops-hidden', 'ops-alarms', 'home']);
  });

  it('is undefined for a menu without pages', () => {
    expect(firstMenuPath(generateMenuRoutes([menu({ id: 'd', enCode: 'empty', type: 1 })], CONTEXT))).toBeUndefined();
  });
});

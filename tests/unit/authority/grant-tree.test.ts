import { describe, expect, it } from 'vitest';
import {
  GrantIndex,
  checkedKeysOf,
  scopesUpTo,
  selectionOf,
  toGrantNodes,
  toggleGrant,
} from '../../../src/features/admin/authorize/grant-tree';
import type { GrantableMenu } from '../../../server/src/wire/authority';

const page = (id: string, parentId: string, buttons: string[]): GrantableMenu => ({
  id,
  parentId,
  enCode: id,
  fullName: id,
  type: 2,
  button: buttons.map((button) => ({ id: `${id}-${button}`, enCode: button, fullName: button })),
  column: [],
  form: [],
  maxDataScope: 'organization',
  children: [],
});
const TREE: GrantableMenu[] = [
  {
    ...page('system', '-1', []),
    type: 1,
    children: [page('users', 'system', ['btn_add', 'btn_detail']), page('roles', 'system', ['btn_detail'])],
  },
];
const index = new GrantIndex(toGrantNodes(TREE, { button: 'B', column: 'C', form: 'F' }));

describe('the grant tree', () => {
  it('checks the menus above a button and everything under a menu; unchecks downwards only', () => {
    const viewOnly = toggleGrant(index, new Set(), 'button:users-btn_detail', true);
    expect([...viewOnly].sort()).toEqual(['button:users-btn_detail', 'menu:system', 'menu:users']);
    const whole = toggleGrant(index, viewOnly, 'menu:roles', true);
    expect(whole.has('button:roles-btn_detail')).toBe(true);
    const without = toggleGrant(index, whole, 'menu:users', false);
    expect([...without].sort()).toEqual(['button:roles-btn_detail', 'menu:roles', 'menu:system']);
  });

  it('turns what an object holds into checked keys and back, with the scopes of checked pages only', () => {
    const checked = checkedKeysOf(index, { module: ['system', 'users', 'elsewhere'], button: ['users-btn_detail'], column: [], form: [] });
    expect(checked.has('menu:elsewhere')).toBe(false);
    expect(selectionOf(index, checked, { users: 'department', roles: 'all', system: 'self' })).toEqual({
      module: ['system', 'users'],
      button: ['users-btn_detail'],
      column: [],
      form: [],
      dataScope: { users: 'department' },
    });
    expect(scopesUpTo('department')).toEqual(['self', 'department']);
  });
});

import { describe, expect, it } from 'vitest';
import { columnsFor, findPermissionEntry, formsFor, hasButton } from '../../../src/lib/permissions';
import type { PermissionEntry } from '../../../server/src/wire/current-user';
import { permissionEntry } from '../support/wire-fixtures';

const LIST: PermissionEntry[] = [
  permissionEntry('menu-alarms', { button: ['btn_add', 'btn_edit'], column: ['pointName', 'severity'], form: ['comment'] }),
  permissionEntry('menu-empty'),
];

describe('permission lookup by modelId (spec section 6)', () => {
  it('finds buttons of the entry', () => {
    expect(hasButton(LIST, 'menu-alarms', 'btn_add')).toBe(true);
    expect(hasButton(LIST, 'menu-alarms', 'btn_remove')).toBe(false);
  });

  it('gives no permission without a modelId or entry', () => {
    expect(hasButton(LIST, undefined, 'btn_add')).toBe(false);
    expect(hasButton(LIST, '', 'btn_add')).toBe(false);
    expect(hasButton(LIST, 'menu-unknown', 'btn_add')).toBe(false);
    expect(findPermissionEntry(LIST, null)).toBeUndefined();
  });

  it('lists columns and form fields', () => {
    expect(columnsFor(LIST, 'menu-alarms').map((column) => column.enCode)).toEqual(['pointName', 'severity']);
    expect(formsFor(LIST, 'menu-alarms').map((form) => form.enCode)).toEqual(['comment']);
    expect(columnsFor(LIST, 'menu-empty')).toEqual([]);
    expect(formsFor(LIST, undefined)).toEqual([]);
  });
});

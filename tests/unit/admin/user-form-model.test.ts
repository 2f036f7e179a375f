import { describe, expect, it } from 'vitest';
import { companyTree, departmentTree, isDepartmentOf } from '../../../src/features/admin/users/unit-trees';
import { formValuesOf, isFieldGranted, isFormDirty, userInputOf } from '../../../src/features/admin/users/user-form-model';
import { flattenTree } from '../../../src/ui/tree/tree-item';
import { DUTY01, UNITS } from './user-form-fixtures';

describe('the user form model', () => {
  it('treats empty, blank and missing as the same, so only a real change is dirty', () => {
    const initial = formValuesOf(DUTY01);
    expect(isFormDirty(initial, { ...initial })).toBe(false);
    expect(isFormDirty(initial, { ...initial, realName: ' 王海涛 ' })).toBe(false);
    expect(isFormDirty(formValuesOf(undefined), { enabled: true, sortCode: 0, account: '', email: undefined })).toBe(false);
    expect(isFormDirty(initial, { ...initial, enabled: false })).toBe(true);
    expect(isFormDirty(initial, { ...initial, managerId: undefined })).toBe(true);
  });

  it('leaves empty optional fields out of a create and sends them as empty in a change', () => {
    const values = { account: ' ops07 ', realName: '陈晓', organizeId: 'org-lanjiang', email: '  ', enabled: true, sortCode: null };
    expect(userInputOf(values)).toEqual({ account: 'ops07', realName: '陈晓', organizeId: 'org-lanjiang', enabledMark: 1, sortCode: 0 });
    expect(userInputOf({ ...formValuesOf(DUTY01), email: '' }, DUTY01)).toEqual(expect.objectContaining({ email: '', enabledMark: 1 }));
    // Roles are on the form now: a change sends the person's roles as the form holds them.
    expect(userInputOf(formValuesOf(DUTY01), DUTY01)).toHaveProperty('roleIds', ['role-duty']);
  });

  it('shows every field when the entry lists no form fields, else only the listed governed ones', () => {
    expect(isFieldGranted('mobilePhone', [])).toBe(true);
    expect(isFieldGranted('mobilePhone', [{ enCode: 'account' }])).toBe(false);
    expect(isFieldGranted('enabled', [{ enCode: 'enabledMark' }])).toBe(true);
    expect(isFieldGranted('managerId', [{ enCode: 'account' }])).toBe(true);
  });
});

describe('the unit trees of the form', () => {
  it('offers companies for the organisation and that company’s departments for the department', () => {
    expect(flattenTree(companyTree(UNITS)).map((unit) => unit.id)).toEqual(['org-lanjiang', 'org-qingshui']);
    expect(departmentTree(UNITS, 'org-qingshui').map((unit) => unit.id)).toEqual(['dept-qs-ops']);
    expect(departmentTree(UNITS, undefined)).toEqual([]);
    expect(isDepartmentOf(UNITS, 'org-lanjiang', 'dept-dispatch')).toBe(true);
    expect(isDepartmentOf(UNITS, 'org-qingshui', 'dept-dispatch')).toBe(false);
  });
});

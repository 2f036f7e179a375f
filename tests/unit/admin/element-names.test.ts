import { describe, expect, it } from 'vitest';
import { toGrantNodes } from '../../../src/features/admin/authorize/grant-tree';
import { elementName } from '../../../src/features/admin/element-names';
import { i18n } from '../../../src/lib/i18n';
import type { GrantableMenu } from '../../../server/src/wire/authority';

// Seeded elements are stored with Chinese names; the grant tree must name them in the reader's language.
const USERS_PAGE: GrantableMenu = {
  id: 'm-users',
  parentId: '-1',
  enCode: 'system.user',
  fullName: '用户管理',
  type: 2,
  button: [
    { id: 'b-add', enCode: 'btn_add', fullName: '新增' },
    { id: 'b-own', enCode: 'btn_sendReport', fullName: '发送报表' },
  ],
  column: [{ id: 'c-account', enCode: 'account', fullName: '账号' }],
  form: [{ id: 'f-role', enCode: 'roleIds', fullName: '角色' }],
  maxDataScope: 'all',
  children: [],
};

describe('the names of page elements', () => {
  it('name seeded buttons, columns, form fields and data resources by code in each language', () => {
    const en = i18n.getFixedT('en');
    const zhTW = i18n.getFixedT('zh-TW');
    expect(elementName(en, 'button', { enCode: 'btn_add', fullName: '新增' })).toBe('Add');
    expect(elementName(zhTW, 'button', { enCode: 'btn_remove', fullName: '删除' })).toBe('刪除');
    expect(elementName(en, 'column', { enCode: 'mobilePhone', fullName: '手机' })).toBe('Mobile');
    expect(elementName(en, 'form', { enCode: 'departmentId', fullName: '所属部门' })).toBe('Department');
    expect(elementName(en, 'resource', { enCode: 'data_all', fullName: '全部工单' })).toBe('All work orders');
    expect(elementName(i18n.getFixedT('zh-CN'), 'button', { enCode: 'btn_add', fullName: '新增' })).toBe('新增');
  });

  it('keep the stored name of an element a person made (and of a code that only looks like a built-in one)', () => {
    const en = i18n.getFixedT('en');
    expect(elementName(en, 'button', { enCode: 'btn_sendReport', fullName: '发送报表' })).toBe('发送报表');
    expect(elementName(en, 'button', { enCode: 'toString', fullName: '自定义' })).toBe('自定义');
  });

  it('reach the grant tree: "Buttons · Add", not "Buttons · 新增"', () => {
    const en = i18n.getFixedT('en');
    const [page] = toGrantNodes(
      [USERS_PAGE],
      { button: 'Buttons', column: 'Columns', form: 'Form fields' },
      {
        element: (kind, element) => elementName(en, kind, element),
      },
    );
    expect(page?.children.map((node) => node.title)).toEqual([
      'Buttons · Add',
      'Buttons · 发送报表',
      'Columns · Account',
      'Form fields · Roles',
    ]);
  });
});

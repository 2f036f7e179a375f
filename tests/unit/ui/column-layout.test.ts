import { describe, expect, it } from 'vitest';
import {
  applyLayout,
  defaultLayout,
  mergeLayout,
  moveColumn,
  readSettings,
  setColumnVisible,
  settleFixed,
  type ColumnSetting,
} from '../../../src/ui/data-table/column-layout';

const COLUMNS = [
  { key: 'account', label: '账号' },
  { key: 'realName', label: '姓名' },
  { key: 'mobile', label: '手机' },
  { key: 'email', label: '邮箱', defaultHidden: true },
];

const props = (layout: readonly ColumnSetting[]) => layout.map((item) => `${item.prop}${item.visible ? '' : '(hidden)'}`);

describe('column layout', () => {
  it("defaults to the page's order, hiding what the page hides", () => {
    expect(props(defaultLayout(COLUMNS))).toEqual(['account', 'realName', 'mobile', 'email(hidden)']);
  });

  it('keeps the saved order and visibility of columns that still exist', () => {
    const saved: ColumnSetting[] = [
      { prop: 'mobile', visible: true },
      { prop: 'account', visible: false },
      { prop: 'email', visible: true },
      { prop: 'realName', visible: true },
    ];
    expect(props(mergeLayout(saved, COLUMNS))).toEqual(['mobile', 'account(hidden)', 'email', 'realName']);
  });

  it('drops saved columns the page no longer has and adds new ones after their predecessor', () => {
    const saved: ColumnSetting[] = [
      { prop: 'realName', visible: true },
      { prop: 'retired', visible: true },
      { prop: 'account', visible: true },
    ];
    // mobile follows realName in the page's order; email is new too and follows mobile, hidden by default.
    expect(props(mergeLayout(saved, COLUMNS))).toEqual(['realName', 'mobile', 'email(hidden)', 'account']);
  });

  it('puts a new first column first and takes labels from the page', () => {
    const merged = mergeLayout([{ prop: 'realName', visible: true, label: 'old label' }], COLUMNS);
    expect(merged[0]?.prop).toBe('account');
    expect(merged.find((item) => item.prop === 'realName')?.label).toBe('姓名');
  });

  it('ignores malformed and duplicate saved entries', () => {
    expect(
      readSettings([{ prop: 'a', visible: true }, { prop: '', visible: true }, { prop: 'b' }, { prop: 'a', visible: false }, 'x', null]),
    ).toEqual([{ prop: 'a', visible: true }]);
    expect(readSettings({ prop: 'a' })).toEqual([]);
  });

  it('moves a column up or down and ignores moves off the ends', () => {
    const layout = defaultLayout(COLUMNS);
    expect(props(moveColumn(layout, 0, 1))).toEqual(['realName', 'account', 'mobile', 'email(hidden)']);
    expect(props(moveColumn(layout, 3, 0))).toEqual(['email(hidden)', 'account', 'realName', 'mobile']);
    expect(props(moveColumn(layout, 0, -1))).toEqual(props(layout));
    expect(props(moveColumn(layout, 3, 4))).toEqual(props(layout));
  });

  it('shows and hides columns but never hides the last visible one', () => {
    let layout = setColumnVisible(defaultLayout(COLUMNS), 'email', true);
    expect(props(layout)).toEqual(['account', 'realName', 'mobile', 'email']);
    for (const prop of ['account', 'realName', 'mobile']) layout = setColumnVisible(layout, prop, false);
    expect(props(setColumnVisible(layout, 'email', false))).toEqual(['account(hidden)', 'realName(hidden)', 'mobile(hidden)', 'email']);
  });

  it('applies a layout to the page columns: order, without hidden ones', () => {
    const layout = mergeLayout(
      [
        { prop: 'mobile', visible: true },
        { prop: 'account', visible: false },
      ],
      COLUMNS,
    );
    expect(applyLayout(COLUMNS, layout).map((column) => column.key)).toEqual(['mobile', 'realName']);
  });

  it('unfixes a column that a reorder moved away from its edge', () => {
    const fixedOf = (columns: { key: string; fixed?: 'left' | 'right' }[]) =>
      settleFixed(columns).map((column) => `${column.key}:${column.fixed ?? '-'}`);
    expect(fixedOf([{ key: 'a', fixed: 'left' }, { key: 'b' }, { key: 'c', fixed: 'right' }])).toEqual(['a:left', 'b:-', 'c:right']);
    expect(fixedOf([{ key: 'b' }, { key: 'a', fixed: 'left' }, { key: 'c' }])).toEqual(['b:-', 'a:-', 'c:-']);
    expect(fixedOf([{ key: 'c', fixed: 'right' }, { key: 'b' }])).toEqual(['c:-', 'b:-']);
    expect(fixedOf([{ key: 'a', fixed: 'left' }, { key: 'd', fixed: 'left' }, { key: 'b' }])).toEqual(['a:left', 'd:left', 'b:-']);
  });
});

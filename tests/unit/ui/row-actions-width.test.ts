import { describe, expect, it } from 'vitest';
import { actionsCellWidth } from '../../../src/ui/data-table/row-actions';

// The actions cell is sized to keep its buttons on one line (a wrapped cell doubles every row's height).
describe('the actions cell width', () => {
  it('grows with the labels, so English actions get more room than their Chinese twins', () => {
    const chinese = actionsCellWidth(['编辑', '成员', '权限', '删除'], 32);
    const english = actionsCellWidth(['Edit', 'Members', 'Permissions', 'Delete'], 32);
    expect(english).toBeGreaterThan(chinese);
    // Four two-letter Chinese labels: 28 px of text, 16 of button frame and 4 of antd's inserted space each.
    expect(chinese).toBe(4 * 48 + 32);
  });

  it('counts the cell padding once', () => {
    expect(actionsCellWidth(['View'], 16) - actionsCellWidth(['View'], 0)).toBe(16);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionsCellWidth } from '../../../src/ui/data-table/row-actions';
import { resetTextMeasure } from '../../../src/ui/data-table/text-width';

const FONT = { family: 'Inter', sizePx: 14 };

afterEach(() => {
  vi.restoreAllMocks();
  resetTextMeasure();
});

// The actions cell is sized to keep its buttons on one line (a wrapped cell doubles every row's height, and a fitted
// table's fixed actions column must not cover its neighbours).
describe('the actions cell width', () => {
  it('measures the labels in the theme font, as antd draws them (a two-letter Chinese label spaced out)', () => {
    const fonts: string[] = [];
    const measured: string[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      set font(value: string) {
        fonts.push(value);
      },
      measureText: (text: string) => {
        measured.push(text);
        return { width: text.length * 10 };
      },
    } as never);
    resetTextMeasure();
    // "Issue next" 100 px and "删 除" 30 px, 16 px of button frame each, 32 of cell padding.
    expect(actionsCellWidth(['Issue next', '删除'], 32, FONT)).toBe(100 + 30 + 2 * 16 + 32);
    expect(measured).toEqual(['Issue next', '删 除']);
    expect(fonts[0]).toBe('400 14px Inter');
  });

  it('estimates without a canvas: English actions get more room than their Chinese twins', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    resetTextMeasure();
    const chinese = actionsCellWidth(['编辑', '成员', '权限', '删除'], 32, FONT);
    const english = actionsCellWidth(['Edit', 'Members', 'Permissions', 'Delete'], 32, FONT);
    expect(english).toBeGreaterThan(chinese);
    // Four spaced two-letter labels: 28 px of letters and 7 of space, 16 of button frame each.
    expect(chinese).toBe(4 * 51 + 32);
  });

  it('counts the cell padding once', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(actionsCellWidth(['View'], 16, FONT) - actionsCellWidth(['View'], 0, FONT)).toBe(16);
  });
});

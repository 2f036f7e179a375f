import { describe, expect, it } from 'vitest';
import { addWidget, completeLayouts, draftOf, removeWidget, withGridLayouts } from '../../../src/features/cockpit/grid/layout-draft';
import { nextLayoutId } from '../../../src/features/cockpit/wall/use-layout-cycle';
import { DEFAULT_LAYOUT } from './support/cockpit-fixtures';

describe('layout drafts', () => {
  it('places every widget at every breakpoint, inside the columns, and drops places of widgets that are gone', () => {
    const widgets = DEFAULT_LAYOUT.widgets;
    const layouts = completeLayouts(widgets, {
      lg: [
        { i: 'kpi-1', x: 10, y: 0, w: 14, h: 3 },
        { i: 'gone', x: 0, y: 0, w: 2, h: 2 },
      ],
    });
    expect(layouts.lg).toEqual([
      { i: 'kpi-1', x: 0, y: 0, w: 12, h: 3 },
      { i: 'piezometric-1', x: 0, y: 3, w: 6, h: 8 },
    ]);
    expect(layouts.sm).toEqual([
      { i: 'kpi-1', x: 0, y: 0, w: 4, h: 3 },
      { i: 'piezometric-1', x: 0, y: 3, w: 4, h: 8 },
    ]);
  });

  it('adds widgets with fresh ids under the others and removes them everywhere, keeping at least one', () => {
    const twice = addWidget(addWidget(draftOf(DEFAULT_LAYOUT), 'map'), 'map');
    expect(twice.widgets.map((widget) => widget.i)).toEqual(['kpi-1', 'piezometric-1', 'map-1', 'map-2']);
    expect(twice.layouts.md.find((item) => item.i === 'map-2')).toEqual({ i: 'map-2', x: 0, y: 21, w: 6, h: 10 });
    const removed = removeWidget(twice, 'map-1');
    for (const breakpoint of ['lg', 'md', 'sm'] as const) expect(removed.layouts[breakpoint].map((item) => item.i)).not.toContain('map-1');
    const last = removeWidget(removeWidget(removeWidget(removed, 'kpi-1'), 'map-2'), 'piezometric-1');
    expect(last.widgets.map((widget) => widget.i)).toEqual(['piezometric-1']);
  });

  it('takes the grid’s positions after a drag, without the grid’s extra fields', () => {
    const moved = withGridLayouts(draftOf(DEFAULT_LAYOUT), {
      lg: [{ i: 'kpi-1', x: 0, y: 8, w: 12, h: 3, moved: false, static: false } as never, { i: 'piezometric-1', x: 6, y: 0, w: 6, h: 8 }],
    });
    expect(moved.layouts.lg).toEqual([
      { i: 'kpi-1', x: 0, y: 8, w: 12, h: 3 },
      { i: 'piezometric-1', x: 6, y: 0, w: 6, h: 8 },
    ]);
    expect(moved.layouts.md).toEqual(DEFAULT_LAYOUT.layouts.md);
  });

  it('cycles through the layouts in order, wrapping around', () => {
    expect(nextLayoutId(['a', 'b', 'c'], 'c')).toBe('a');
    expect(nextLayoutId(['a', 'b', 'c'], 'a')).toBe('b');
    expect(nextLayoutId(['a', 'b'], 'gone')).toBe('a');
    expect(nextLayoutId([], null)).toBeNull();
  });
});

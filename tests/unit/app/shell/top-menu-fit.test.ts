import { describe, expect, it } from 'vitest';
import { fitTopMenu, topMenuSlot, TOP_MENU_ITEM_CHROME, TOP_MENU_ITEM_MAX_WIDTH } from '../../../../src/app/layouts/top-menu-fit';
import { splitTopMenu, topMenuRoom, TOP_MENU_ITEM_WIDTH } from '../../../../src/lib/layout-rules';

const ITEMS = ['home', 'monitoring', 'work-orders', 'system', 'links', 'knowledge', 'contracts'];

describe('top-menu slots', () => {
  it('gives a short label the spec slot of 116 px and a long one the room it needs, up to a cap', () => {
    expect(topMenuSlot(40)).toBe(TOP_MENU_ITEM_WIDTH);
    expect(topMenuSlot(0)).toBe(TOP_MENU_ITEM_WIDTH);
    expect(topMenuSlot(101.2)).toBe(102 + TOP_MENU_ITEM_CHROME);
    expect(topMenuSlot(900)).toBe(TOP_MENU_ITEM_MAX_WIDTH);
  });
});

describe('fitting the top menu', () => {
  it('is the spec split (floor(width / 116), less a slot for More) when every label fits 116 px', () => {
    const slots = ITEMS.map(() => TOP_MENU_ITEM_WIDTH);
    for (const width of [0, 115, 116, 500, 700, 811, 812, 1200]) {
      expect(fitTopMenu(ITEMS, slots, width)).toEqual(splitTopMenu(ITEMS, topMenuRoom(ITEMS.length, width)));
    }
  });

  it('moves items under More sooner when their labels are wider, and never cuts one', () => {
    // English labels: 'Dam monitoring' and 'System management' need more than 116 px.
    const slots = [116, 160, 150, 190, 116, 116, 116];
    expect(fitTopMenu(ITEMS, slots, 1000)).toEqual({ visible: ITEMS, more: [] });
    const { visible, more } = fitTopMenu(ITEMS, slots, 700);
    expect(visible).toEqual(['home', 'monitoring', 'work-orders']);
    expect(more).toEqual(['system', 'links', 'knowledge', 'contracts']);
    // What is shown plus the More slot fits the bar.
    expect(116 + 160 + 150 + TOP_MENU_ITEM_WIDTH).toBeLessThanOrEqual(700);
  });

  it('counts an item it has not measured yet as one spec slot', () => {
    expect(fitTopMenu(ITEMS, [], 350)).toEqual(splitTopMenu(ITEMS, topMenuRoom(ITEMS.length, 350)));
  });
});

import { TOP_MENU_ITEM_WIDTH, type TopMenuSplit } from '../../lib/layout-rules';

/** What an item draws besides its label: 12 px padding each side, the 14 px icon and its 10 px gap. */
export const TOP_MENU_ITEM_CHROME = 48;
/** A label longer than this is cut with an ellipsis (its full text stays in the item's tooltip). */
export const TOP_MENU_ITEM_MAX_WIDTH = 240;

/**
 * The width an item takes in the bar: the spec's 116 px slot (section 2.5), or more when its label needs it, so an
 * English "Dam monitoring" is shown whole instead of as "Dam mo…". Chinese labels fit the 116 px slot, so for them
 * the split is exactly the spec's floor(width / 116).
 */
export function topMenuSlot(labelWidth: number): number {
  return Math.min(TOP_MENU_ITEM_MAX_WIDTH, Math.max(TOP_MENU_ITEM_WIDTH, Math.ceil(labelWidth) + TOP_MENU_ITEM_CHROME));
}

/**
 * The items that fit a bar `width` wide, given each item's slot; when some do not, the rest go under 'More ...',
 * which takes one 116 px slot of the room. Slots missing from `slots` count as 116 px.
 */
export function fitTopMenu<T>(items: readonly T[], slots: readonly number[], width: number): TopMenuSplit<T> {
  if (!Number.isFinite(width) || width <= 0) return { visible: [], more: [...items] };
  const slotOf = (index: number) => slots[index] ?? TOP_MENU_ITEM_WIDTH;
  const total = items.reduce((sum, _item, index) => sum + slotOf(index), 0);
  if (total <= width) return { visible: [...items], more: [] };
  const room = width - TOP_MENU_ITEM_WIDTH;
  let used = 0;
  let count = 0;
  while (count < items.length && used + slotOf(count) <= room) {
    used += slotOf(count);
    count += 1;
  }
  return { visible: items.slice(0, count), more: items.slice(count) };
}

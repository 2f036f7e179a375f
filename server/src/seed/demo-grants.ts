import type { Insertable } from 'kysely';
import type { MenuElementTable, RoleGrantTable } from '../db/tables/core';
import { menuIdOf } from './demo-menus';
import { ROLE, type RoleId } from './demo-people';
import type { PlacedMenu } from './menu-rows';

interface GrantRule {
  /** Whether the role opens this page (directories follow their children). */
  menu: (enCode: string) => boolean;
  /** Whether the role holds this element of a page it opens. */
  element: (menuEnCode: string, element: Insertable<MenuElementTable>) => boolean;
}

const inAreas =
  (...areas: string[]) =>
  (enCode: string) =>
    areas.some((area) => enCode === area || enCode.startsWith(`${area}.`));
const fieldsAndProjectData = (element: Insertable<MenuElementTable>): boolean | undefined => {
  if (element.kind === 'column' || element.kind === 'form') return true;
  if (element.kind === 'resource') return element.enCode === 'data_project';
  return undefined;
};

const RULES: Record<RoleId, GrantRule> = {
  [ROLE.administrator]: { menu: () => true, element: () => true },
  // On watch: sees and acknowledges alarms, switches the sound-and-light alarm, raises and works work orders; no
  // thresholds, no deletes, no administration.
  [ROLE.dutyOfficer]: {
    menu: inAreas('home', 'monitoring', 'workOrder', 'links'),
    element: (menu, element) =>
      fieldsAndProjectData(element) ??
      (menu.startsWith('monitoring')
        ? ['btn_ack', 'btn_detail', 'btn_export', 'btn_soundLight'].includes(element.enCode)
        : ['btn_add', 'btn_edit', 'btn_detail', 'btn_export'].includes(element.enCode)),
  },
  // Everything on monitoring (but the duty room's sound-and-light switch) and work orders; administration read-only.
  [ROLE.engineer]: {
    menu: inAreas('home', 'monitoring', 'workOrder', 'system', 'links'),
    element: (menu, element) =>
      fieldsAndProjectData(element) ?? (menu.startsWith('system') ? element.enCode === 'btn_detail' : element.enCode !== 'btn_soundLight'),
  },
  // Read-only: monitoring and the work-order list, and only the view button anywhere.
  [ROLE.viewer]: {
    menu: inAreas('home', 'monitoring', 'workOrder.list', 'workOrder.statistics'),
    element: (_menu, element) => fieldsAndProjectData(element) ?? element.enCode === 'btn_detail',
  },
};

/**
 * The demo roles that hold `element` of the page `menuEnCode` on a fresh seed. A button added to a page an older
 * site already has goes to these roles where they still open the page (sync-seeded-menus.ts), so that a guard added
 * to a page later does not take the action from the people who had it.
 */
export function seedHoldersOf(menuEnCode: string, element: Insertable<MenuElementTable>): RoleId[] {
  return (Object.entries(RULES) as [RoleId, GrantRule][])
    .filter(([, rule]) => rule.menu(menuEnCode) && rule.element(menuEnCode, element))
    .map(([roleId]) => roleId);
}

/** role_grant rows for the demo roles: pages, their ancestor directories, and the elements each role holds. */
export function grantRows(placed: PlacedMenu[]): Insertable<RoleGrantTable>[] {
  const rows: Insertable<RoleGrantTable>[] = [];
  for (const [roleId, rule] of Object.entries(RULES)) {
    const menuIds = new Set<string>();
    for (const menu of placed) {
      if (menu.seed.type === 1 || !rule.menu(menu.seed.enCode)) continue;
      menuIds.add(menu.row.id);
      for (const ancestor of menu.ancestors) menuIds.add(menuIdOf(ancestor));
      for (const element of menu.elements) {
        if (rule.element(menu.seed.enCode, element)) rows.push({ roleId, itemKind: element.kind, itemId: element.id });
      }
    }
    for (const itemId of menuIds) rows.push({ roleId, itemKind: 'menu', itemId });
  }
  return rows;
}

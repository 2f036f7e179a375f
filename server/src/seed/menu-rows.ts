import type { Insertable } from 'kysely';
import type { MenuElementTable, MenuTable } from '../db/tables/core';
import { menuIdOf, routeNameOf, urlAddressOf, type ElementSeed, type MenuSeed } from './demo-menus';

/** A menu seed placed in the tree: its row, its elements and its ancestors' enCodes. */
export interface PlacedMenu {
  seed: MenuSeed;
  row: Insertable<MenuTable>;
  elements: Insertable<MenuElementTable>[];
  ancestors: string[];
}

function propertyJsonOf(menu: MenuSeed): string {
  const property: Record<string, string | number> = {};
  if (menu.moduleId !== undefined) property.moduleId = menu.moduleId;
  if (menu.iconBackgroundColor !== undefined) property.iconBackgroundColor = menu.iconBackgroundColor;
  if (menu.isTree !== undefined) property.isTree = menu.isTree;
  return JSON.stringify(property);
}

function elementRow(menuId: string, menu: MenuSeed, element: ElementSeed, index: number): Insertable<MenuElementTable> {
  return {
    id: `el-${routeNameOf(menu.enCode)}-${element.kind}-${element.enCode}`,
    menuId,
    kind: element.kind,
    enCode: element.enCode,
    fullName: element.fullName,
    sortCode: (index + 1) * 10,
  };
}

/** Flattens the seed tree parents-first, so rows can be inserted in order. */
export function placeMenus(menus: MenuSeed[], parentEnCodes: string[] = []): PlacedMenu[] {
  return menus.flatMap((menu, index) => {
    const id = menuIdOf(menu.enCode);
    const parent = parentEnCodes.at(-1);
    const placed: PlacedMenu = {
      seed: menu,
      ancestors: parentEnCodes,
      row: {
        id,
        parentId: parent === undefined ? '-1' : menuIdOf(parent),
        enCode: menu.enCode,
        fullName: menu.fullName,
        icon: menu.icon,
        type: menu.type,
        urlAddress: urlAddressOf(menu),
        linkTarget: menu.linkTarget ?? '_self',
        propertyJson: propertyJsonOf(menu),
        projectType: menu.projectType ?? 1,
        hidden: menu.hidden ? 1 : 0,
        sortCode: (index + 1) * 10,
        enabledMark: 1,
      },
      elements: (menu.elements ?? []).map((element, i) => elementRow(id, menu, element, i)),
    };
    return [placed, ...placeMenus(menu.children ?? [], [...parentEnCodes, menu.enCode])];
  });
}

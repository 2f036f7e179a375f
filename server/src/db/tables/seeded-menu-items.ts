// Row type for 2026-11-26-0017-seeded-menu-items: the seeded menu items a site has received.

export interface SeededMenuItemTable {
  /** `menu:<enCode>` or `<kind>:<menu enCode>:<element enCode>`. */
  itemKey: string;
  seededAt: number;
}

export interface SeededMenuItemTables {
  seededMenuItem: SeededMenuItemTable;
}

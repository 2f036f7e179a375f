import type { Generated } from 'kysely';
import type { OrganizeTable, PositionTable } from './core';

// Row types for 2026-11-26-0012-organisation: the columns it adds to organize and position, and the area table.
// schema.ts lets these replace core's organize and position.

export interface OrganizeRecordTable extends OrganizeTable {
  /** The unit's head (a user id), null when none. No foreign key: deleting a user clears it instead. */
  managerId: string | null;
  description: string | null;
  lastModifiedAt: number | null;
}

export interface PositionRecordTable extends PositionTable {
  description: string | null;
  /** 0 for positions that existed before this migration. */
  createdAt: Generated<number>;
  lastModifiedAt: number | null;
}

/** 1 province (or municipality, region, SAR), 2 city, 3 district. */
export type AreaType = 1 | 2 | 3;

export interface AreaTable {
  id: string;
  parentId: string;
  enCode: string;
  fullName: string;
  type: AreaType;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: string | null;
  createdAt: number;
  lastModifiedAt: number | null;
}

export interface OrganisationTables {
  organize: OrganizeRecordTable;
  position: PositionRecordTable;
  area: AreaTable;
}

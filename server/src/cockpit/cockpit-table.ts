import type { Selectable } from 'kysely';
import type { Db } from '../db/database';

// Row type of the cockpit migration (2026-11-25-0010-cockpit-layouts). camelCase here; CamelCasePlugin maps them.

export interface CockpitLayoutTable {
  id: string;
  projectId: string;
  /** Who saved it; for the published one, the administrator who published it. */
  ownerId: string;
  scope: 'user' | 'project';
  name: string;
  /** JSON text of CockpitWidget[]. */
  widgets: string;
  /** JSON text of CockpitLayouts. */
  layouts: string;
  createdAt: number;
  updatedAt: number;
}

export type CockpitLayoutRow = Selectable<CockpitLayoutTable>;

// A type, not an interface: withTables wants an index-signature-compatible record.
export type CockpitTables = { cockpitLayout: CockpitLayoutTable };

/** The database with the cockpit's table typed: the area keeps its table to itself instead of widening `Database`. */
export const cockpitDb = (db: Db) => db.withTables<CockpitTables>();

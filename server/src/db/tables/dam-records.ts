import type { Generated } from 'kysely';

// Row types of the manual dam records (migration 2026-11-25-0009-dam-records). camelCase here; CamelCasePlugin maps them.

interface ManualRecordColumns {
  id: string;
  projectId: string;
  damId: string;
  pointId: string;
  /** Epoch ms the observer read the instrument. */
  observedAt: number;
  remark: Generated<string>;
  /** The user who entered the record (server-owned). */
  recorderId: string;
  createdAt: number;
  updatedAt: number;
}

/** A hand reading of a piezometer (osmotic-pressure point): a tube water level, a pressure, or both. */
export interface DamSeepageRecordTable extends ManualRecordColumns {
  /** m above the datum. */
  waterLevel: number | null;
  /** kPa. */
  pressure: number | null;
}

/** A hand reading of a measuring weir (seepage-flow point). */
export interface DamSeepageFlowRecordTable extends ManualRecordColumns {
  /** L/s. */
  flow: number;
  /** mm of water over the weir crest. */
  weirHead: number | null;
}

export interface DamRecordTables {
  damSeepageRecord: DamSeepageRecordTable;
  damSeepageFlowRecord: DamSeepageFlowRecordTable;
}

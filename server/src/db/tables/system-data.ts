import type { Generated } from 'kysely';

// Row types of migration 2026-11-26-0013-system-data. camelCase here; CamelCasePlugin maps them. Times are epoch ms.

interface Audited {
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  createdAt: number;
  updatedAt: number | null;
}

export interface DictionaryTypeTable extends Audited {
  id: string;
  /** '0' for a top-level type. */
  parentId: Generated<string>;
  fullName: string;
  enCode: string;
  /** 1: entries form a tree (parentId), 0: a flat list. */
  isTree: Generated<number>;
}

export interface DictionaryDataTable extends Audited {
  id: string;
  dictionaryTypeId: string;
  /** '0' at the top of a tree type; always '0' in a flat type. */
  parentId: Generated<string>;
  fullName: string;
  enCode: string;
}

export interface DataInterfaceTable extends Audited {
  id: string;
  fullName: string;
  enCode: string;
  categoryId: Generated<string>;
  /** 1 SQL, 2 static JSON, 3 HTTP. */
  dataType: number;
  dbLinkId: Generated<string>;
  /** The SQL statement (type 1) or the static JSON text (type 2). */
  query: Generated<string>;
  /** The URL (type 3). */
  path: Generated<string>;
  requestMethod: Generated<string>;
  /** JSON list of `{ field, dataType, defaultValue, required }`. */
  requestParameters: Generated<string>;
  creatorUserId: string;
}

export interface DataInterfaceLogTable {
  id: string;
  interfaceId: string;
  userId: string;
  account: string;
  invokedAt: number;
  durationMs: number;
  ok: number;
  error: Generated<string>;
  ipAddress: Generated<string>;
}

export interface PrintTemplateTable extends Audited {
  id: string;
  fullName: string;
  enCode: string;
  category: Generated<string>;
  type: Generated<number>;
  /** Sanitised HTML. */
  printTemplate: Generated<string>;
  creatorUserId: string;
}

export interface BillRuleTable extends Audited {
  id: string;
  fullName: string;
  enCode: string;
  prefix: Generated<string>;
  dateFormat: Generated<string>;
  digit: number;
  startNumber: number;
  resetCycle: Generated<string>;
  currentNumber: number | null;
  currentPeriod: string | null;
  outputNumber: Generated<string>;
}

export interface SystemDataTables {
  dictionaryType: DictionaryTypeTable;
  dictionaryData: DictionaryDataTable;
  dataInterface: DataInterfaceTable;
  dataInterfaceLog: DataInterfaceLogTable;
  printTemplate: PrintTemplateTable;
  billRule: BillRuleTable;
}

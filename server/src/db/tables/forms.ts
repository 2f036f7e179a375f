import type { Generated } from 'kysely';

// Row types for the forms migration (2026-11-26-0018-forms).

/** A form definition (visualdev Base). */
export interface VisualdevBaseTable {
  id: string;
  fullName: string;
  enCode: string;
  category: Generated<string>;
  description: Generated<string>;
  sortCode: Generated<number>;
  /** The design being edited: JSON text `{ fields: [...] }` (server/src/forms/). */
  formData: string;
  /** The generated list page's settings, JSON text the console owns ('' when none). */
  columnData: Generated<string>;
  /** The design records are checked against; null until the first release. */
  releasedFormData: string | null;
  releasedAt: number | null;
  creatorUserId: string;
  createdAt: number;
  updatedAt: number | null;
  /** 'form' (visualdev) or 'workOrder' (wovisualdev), migration 2026-11-26-0020-work-orders. */
  kind: Generated<string>;
  /** A work-order form's kind of order (patrol, maintenance, curing, repair), or null. */
  orderType: string | null;
}

/** A record of a released form (OnlineDev; migration 2026-11-26-0019-form-records). */
export interface FormRecordTable {
  id: string;
  formId: string;
  /** The record: JSON text keyed by `__vModel__`, checked against the released design when written. */
  data: string;
  /** The record's values in lower case, for keyword search. */
  searchText: Generated<string>;
  creatorUserId: string;
  /** The creator's department (or company) when the record was made: what unit data scopes filter by. */
  organizeId: string | null;
  createdAt: number;
  updatedAt: number | null;
  updatedBy: string | null;
}

export interface FormTables {
  visualdevBase: VisualdevBaseTable;
  formRecord: FormRecordTable;
}

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
}

export interface FormTables {
  visualdevBase: VisualdevBaseTable;
}

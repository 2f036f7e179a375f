import type { JnpfKey } from '../../../../server/src/wire/visualdev';

// The designer's palette: every component a field may name (JNPF_KEYS), in the groups a person looks for them by.
// A kind listed in no group could never be placed, so tests/unit/forms/designer-model.test.ts checks the groups
// cover JNPF_KEYS exactly.

export type PaletteGroupId = 'basic' | 'selection' | 'organisation' | 'media' | 'layout' | 'business';

export interface PaletteGroup {
  id: PaletteGroupId;
  kinds: readonly JnpfKey[];
}

export const PALETTE_GROUPS: readonly PaletteGroup[] = [
  {
    id: 'basic',
    kinds: ['input', 'textarea', 'inputNumber', 'switch', 'date', 'time', 'numRange', 'editor', 'calculate', 'billRule'],
  },
  {
    id: 'selection',
    kinds: ['select', 'radio', 'checkbox', 'dicSelect', 'treeSelect', 'popupSelect', 'relationForm', 'address', 'location'],
  },
  { id: 'organisation', kinds: ['organizeSelect', 'depSelect', 'posSelect', 'roleSelect', 'userSelect'] },
  { id: 'media', kinds: ['uploadImg', 'uploadFz', 'signature'] },
  { id: 'layout', kinds: ['table'] },
  { id: 'business', kinds: ['monitoringPoint', 'patrolContent', 'maintenanceCheck', 'assessment'] },
];

/** Every kind the palette offers (all of JNPF_KEYS, as the test checks). */
export const PALETTE_KINDS: ReadonlySet<string> = new Set(PALETTE_GROUPS.flatMap((group) => group.kinds));

/** Kinds a sub-table column may be: one value per cell (no nested table, no business lists, no rich text). */
export const COLUMN_KINDS: readonly JnpfKey[] = [
  'input',
  'textarea',
  'inputNumber',
  'switch',
  'date',
  'time',
  'select',
  'radio',
  'checkbox',
  'dicSelect',
  'userSelect',
  'depSelect',
  'uploadImg',
  'calculate',
];

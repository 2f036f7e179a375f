import type { FormField, JnpfKey } from '../../../../server/src/wire/visualdev';
import type { OnlineDevRow } from '../../../../server/src/wire/online-dev';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import { FieldValueText } from '../render/field-value-text';

// The generated list's columns: one per field of the released design that a cell can show, those the caller may not
// see left out (column rights, issue 13). Lists, signatures and rich text belong to the record's view, not a cell.
// Cells holding ids show the names the server sent beside the record (`displayText`), never the ids.

const NOT_A_CELL: ReadonlySet<string> = new Set<JnpfKey>([
  'table',
  'signature',
  'editor',
  'patrolContent',
  'maintenanceCheck',
  'assessment',
  'uploadImg',
  'uploadFz',
  'location',
]);
/** Kinds the server sorts by (numbers and text); choices sort by id, which means nothing to a person. */
const SORTABLE: ReadonlySet<string> = new Set<JnpfKey>(['input', 'inputNumber', 'date', 'calculate', 'billRule', 'time']);
/** Columns shown at first; the rest wait in the column drawer. */
const SHOWN_AT_FIRST = 8;

export function recordColumns(fields: readonly FormField[], hidden: ReadonlySet<string>): DataTableColumn<OnlineDevRow>[] {
  return fields
    .filter((field) => !NOT_A_CELL.has(field.__config__.jnpfKey) && !hidden.has(field.__vModel__))
    .map((field, index) => ({
      key: field.__vModel__,
      title: field.__config__.label,
      ellipsis: true,
      sorter: SORTABLE.has(field.__config__.jnpfKey),
      ...(index >= SHOWN_AT_FIRST ? { defaultHidden: true } : {}),
      render: (_value: unknown, row: OnlineDevRow) => (
        <FieldValueText field={field} value={(row as Record<string, unknown>)[field.__vModel__]} text={row.displayText[field.__vModel__]} />
      ),
    }));
}

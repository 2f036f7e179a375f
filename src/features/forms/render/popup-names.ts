import type { FormField } from '../../../../server/src/wire/visualdev';
import { RENDER_API, type InterfaceRow } from './api';
import { textSetting } from './field-control-props';

// What a popup select or a relation form shows for a stored id (seed 001 section 3: a popup-select value is an id
// plus a display field). The server names related records in list answers; a popup select's rows come from a data
// interface, so the console asks that interface for the ids it holds, in one call for a whole page.

/** A popup select's data interface, the row field its value holds and the row field a person reads. */
export function popupSettings(field: FormField): { interfaceId: string; rowKey: string; display: string } {
  return {
    interfaceId: textSetting(field, 'interfaceId') ?? '',
    rowKey: textSetting(field, 'propsValue') ?? 'id',
    display: textSetting(field, 'relationField') ?? 'fullName',
  };
}

/** A cell of a row as text ('' for nothing, JSON for a nested value). */
export const cellText = (cell: unknown): string =>
  cell === undefined || cell === null ? '' : typeof cell === 'object' ? JSON.stringify(cell) : String(cell);

/** Shown text by id for the popup select's `ids`: one data-interface call; an id no row has is left out. */
export async function popupNames(field: FormField, ids: readonly string[]): Promise<Map<string, string>> {
  const { interfaceId, rowKey, display } = popupSettings(field);
  if (!interfaceId || ids.length === 0) return new Map();
  const rows: InterfaceRow[] = await RENDER_API.interfaceRowsByIds(interfaceId, { ids: [...ids], propsValue: rowKey });
  return new Map(rows.map((row) => [cellText(row[rowKey]), cellText(row[display])]));
}

/** The shown field of one related record (relationForm), or its id when the record lacks it. */
export async function relatedRecordName(field: FormField, id: string): Promise<string> {
  const modelId = textSetting(field, 'modelId') ?? '';
  const display = textSetting(field, 'relationField') ?? 'id';
  if (!modelId || display === 'id') return id;
  const record = await RENDER_API.relatedRecord(modelId, id);
  const data = JSON.parse(record.data) as Record<string, unknown>;
  const shown = data[display];
  return shown === undefined || shown === null || typeof shown === 'object' ? id : String(shown);
}

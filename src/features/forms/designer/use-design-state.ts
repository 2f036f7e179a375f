import { useCallback, useMemo, useState } from 'react';
import type { JnpfKey } from '../../../../server/src/wire/visualdev';
import {
  addColumn,
  addField,
  columnsOf,
  fieldAt,
  moveItem,
  removeItem,
  updateField,
  withColumns,
  type DesignField,
  type FieldPath,
  type NewFieldOptions,
} from './design-model';

/** The selected field by formId (a field's and a column's), so the selection follows a field that moves. */
interface Selection {
  field: number;
  column?: number;
}

function pathOf(fields: readonly DesignField[], selection: Selection | undefined): FieldPath | undefined {
  if (!selection) return undefined;
  const index = fields.findIndex((field) => field.__config__.formId === selection.field);
  if (index < 0) return undefined;
  if (selection.column === undefined) return { index };
  const column = columnsOf(fields[index] as DesignField).findIndex((item) => item.__config__.formId === selection.column);
  return column < 0 ? { index } : { index, column };
}

function selectionOf(fields: readonly DesignField[], path: FieldPath): Selection | undefined {
  const field = fields[path.index];
  if (!field) return undefined;
  const column = path.column === undefined ? undefined : fieldAt(fields, path)?.__config__.formId;
  return column === undefined ? { field: field.__config__.formId } : { field: field.__config__.formId, column };
}

/**
 * The designer's working state: the fields, which one is selected and whether anything changed since the last save.
 * Every edit goes through the pure functions of design-model.ts.
 */
export function useDesignState(initial: DesignField[], newFieldOptions: NewFieldOptions) {
  const [fields, setFields] = useState(initial);
  const [selection, setSelection] = useState<Selection | undefined>(initial[0] ? { field: initial[0].__config__.formId } : undefined);
  const [dirty, setDirty] = useState(false);
  const selected = useMemo(() => pathOf(fields, selection), [fields, selection]);

  const edit = useCallback((change: (current: DesignField[]) => DesignField[]) => {
    setFields(change);
    setDirty(true);
  }, []);

  return {
    fields,
    selected,
    dirty,
    markSaved: () => setDirty(false),
    select: (path: FieldPath) => setSelection(selectionOf(fields, path)),
    add: (kind: JnpfKey, at?: number) => {
      const result = addField(fields, kind, newFieldOptions, at);
      edit(() => result.fields);
      setSelection(selectionOf(result.fields, { index: result.index }));
    },
    move: (from: number, to: number) => edit((current) => moveItem(current, from, to)),
    remove: (index: number) => edit((current) => removeItem(current, index)),
    update: (path: FieldPath, field: DesignField) => edit((current) => updateField(current, path, () => field)),
    addColumn: (index: number, kind: JnpfKey) => {
      const next = addColumn(fields, index, kind, newFieldOptions);
      edit(() => next);
      const columns = columnsOf(next[index] as DesignField);
      setSelection(selectionOf(next, { index, column: columns.length - 1 }));
    },
    columns: (index: number, change: (columns: DesignField[]) => DesignField[]) => edit((current) => withColumns(current, index, change)),
  };
}

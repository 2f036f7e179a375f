import { describe, expect, it } from 'vitest';
import { readFormDefinition } from '../../../server/src/forms/form-definition';
import { JNPF_KEYS, MODEL_PATTERN as WIRE_MODEL_PATTERN, type JnpfKey } from '../../../server/src/wire/visualdev';
import {
  addColumn,
  addField,
  fieldAt,
  fromFormData,
  MODEL_PATTERN,
  modelProblem,
  moveItem,
  removeItem,
  toFormData,
  updateField,
  type DesignField,
  type NewFieldOptions,
} from '../../../src/features/forms/designer/design-model';
import { COLUMN_KINDS, PALETTE_GROUPS } from '../../../src/features/forms/designer/palette';

const OPTIONS: NewFieldOptions = {
  texts: { label: (kind) => `Label ${kind}`, option: (n) => `Option ${n}` },
  dictionary: 'dict-patrol-type',
};

const design = (...kinds: JnpfKey[]): DesignField[] =>
  kinds.reduce<DesignField[]>((fields, kind) => addField(fields, kind, OPTIONS).fields, []);

describe('the designer palette', () => {
  it('offers every component kind exactly once', () => {
    const placed = PALETTE_GROUPS.flatMap((group) => group.kinds);
    expect([...placed].sort()).toEqual([...JNPF_KEYS].sort());
  });

  it.each(PALETTE_GROUPS.flatMap((group) => group.kinds))('writes a valid design for a new %s field', (kind) => {
    const reading = readFormDefinition(toFormData(design(kind)));
    expect(reading.ok ? 'valid' : reading.problem).toBe('valid');
  });

  it('writes a valid design for every sub-table column kind', () => {
    let fields = design('table');
    for (const kind of COLUMN_KINDS) fields = addColumn(fields, 0, kind, OPTIONS);
    const reading = readFormDefinition(toFormData(fields));
    expect(reading.ok ? reading.fields[0]?.children?.length : reading.problem).toBe(COLUMN_KINDS.length + 1);
  });
});

describe('the design model', () => {
  it("judges keys by the wire contract's pattern", () => {
    expect(MODEL_PATTERN.source).toBe(WIRE_MODEL_PATTERN.source);
    expect(MODEL_PATTERN.flags).toBe(WIRE_MODEL_PATTERN.flags);
  });

  it('gives each new field a unique key and a unique formId', () => {
    const fields = design('input', 'input', 'select', 'input');
    expect(fields.map((field) => field.__vModel__)).toEqual(['input1', 'input2', 'select1', 'input3']);
    expect(new Set(fields.map((field) => field.__config__.formId)).size).toBe(4);
  });

  it('adds at a position and answers where the field went', () => {
    const { fields, index } = addField(design('input', 'textarea'), 'date', OPTIONS, 1);
    expect(index).toBe(1);
    expect(fields.map((field) => field.__config__.jnpfKey)).toEqual(['input', 'date', 'textarea']);
  });

  it('moves and removes fields', () => {
    const fields = design('input', 'textarea', 'date');
    expect(moveItem(fields, 0, 2).map((field) => field.__vModel__)).toEqual(['textarea1', 'date1', 'input1']);
    expect(moveItem(fields, 2, 0).map((field) => field.__vModel__)).toEqual(['date1', 'input1', 'textarea1']);
    expect(moveItem(fields, 1, 9).map((field) => field.__vModel__)).toEqual(['input1', 'date1', 'textarea1']);
    expect(removeItem(fields, 1).map((field) => field.__vModel__)).toEqual(['input1', 'date1']);
  });

  it('does not reuse a key still in use after a removal', () => {
    const fields = removeItem(design('input', 'input'), 0);
    expect(addField(fields, 'input', OPTIONS).fields.map((field) => field.__vModel__)).toEqual(['input2', 'input1']);
  });

  it('judges a key as the server does', () => {
    const fields = design('input', 'table');
    expect(modelProblem(fields, { index: 0 }, '')).toBe('empty');
    expect(modelProblem(fields, { index: 0 }, '1abc')).toBe('format');
    expect(modelProblem(fields, { index: 0 }, 'table1')).toBe('duplicate');
    expect(modelProblem(fields, { index: 0 }, 'input1')).toBeUndefined();
    // A column may reuse a top-level key, not a sibling column's.
    const withColumns = addColumn(fields, 1, 'input', OPTIONS);
    expect(modelProblem(withColumns, { index: 1, column: 0 }, 'table1')).toBeUndefined();
    expect(modelProblem(withColumns, { index: 1, column: 0 }, 'input2')).toBe('duplicate');
  });

  it('edits a column in place and keeps the rest', () => {
    const fields = addColumn(design('table'), 0, 'inputNumber', OPTIONS);
    const edited = updateField(fields, { index: 0, column: 1 }, (column) => ({ ...column, min: 1 }));
    expect(fieldAt(edited, { index: 0, column: 1 })?.min).toBe(1);
    expect(fieldAt(edited, { index: 0, column: 0 })).toBe(fieldAt(fields, { index: 0, column: 0 }));
  });

  it('reads a stored design back, giving formIds to fields saved without one', () => {
    const stored = JSON.stringify({
      fields: [
        { __vModel__: 'a', __config__: { jnpfKey: 'input', label: 'A', formId: 500 } },
        {
          __vModel__: 'b',
          __config__: { jnpfKey: 'table', label: 'B', children: [{ __vModel__: 'c', __config__: { jnpfKey: 'input', label: 'C' } }] },
        },
        'not a field',
      ],
    });
    const fields = fromFormData(stored);
    expect(fields.map((field) => field.__vModel__)).toEqual(['a', 'b']);
    const ids = [500, fields[1]?.__config__.formId, fieldAt(fields, { index: 1, column: 0 })?.__config__.formId];
    expect(new Set(ids).size).toBe(3);
    expect(fromFormData('not json')).toEqual([]);
  });
});

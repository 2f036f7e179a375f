import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DEMO_FORMS } from '../../../server/src/forms/demo-forms';
import { readFormDefinition } from '../../../server/src/forms/form-definition';
import { validateRecord } from '../../../server/src/forms/record-validation';
import * as wire from '../../../server/src/wire/visualdev';
import type { FormField } from '../../../server/src/wire/visualdev';
import * as limits from '../../../src/features/forms/render/form-limits';
import { parseFormFields } from '../../../src/features/forms/render/parse-form-fields';
import { recordFromValues, valuesFromRecord } from '../../../src/features/forms/render/value-conversion';
import { calculate } from '../../../src/features/forms/render/calculate-expression';

// Form values as the field components hold them, turned into records, must pass the server's own record check.

const field = (model: string, jnpfKey: string, settings: Record<string, unknown> = {}, config: Record<string, unknown> = {}) =>
  ({ __vModel__: model, __config__: { jnpfKey, label: model, ...config }, ...settings }) as FormField;

const FIELDS: FormField[] = [
  field('name', 'input', { maxlength: 20 }),
  field('note', 'textarea'),
  field('count', 'inputNumber', { min: 0, max: 10, precision: 1 }),
  field('kind', 'select', { options: [{ id: '1', fullName: 'A' }] }),
  field('tags', 'checkbox', {
    options: [
      { id: 'x', fullName: 'X' },
      { id: 'y', fullName: 'Y' },
    ],
  }),
  field('day', 'date'),
  field('at', 'time'),
  field('on', 'switch'),
  field('range', 'numRange'),
  field('open', 'numRange'),
  field('total', 'calculate', { expression: 'count * 2' }),
  field('photos', 'uploadImg'),
  field('files', 'uploadFz'),
  field('sign', 'signature', { inline: true }),
  field('spot', 'location'),
  field('region', 'address', { level: 1 }),
  field('unit', 'organizeSelect'),
  field('who', 'userSelect', { multiple: true }),
  field('checklist', 'maintenanceCheck'),
  field('rows', 'table', {}, { children: [field('item', 'input', {}, { required: true }), field('when', 'date')] }),
];

function checked() {
  const reading = readFormDefinition(JSON.stringify({ fields: FIELDS }));
  if (!reading.ok) throw new Error(JSON.stringify(reading.problem));
  return reading.fields;
}

describe('recordFromValues', () => {
  it('turns every kind into the value the server accepts', () => {
    const day = dayjs('2026-11-26T08:00:00');
    const values = {
      name: 'Gate 3',
      note: 'ok',
      count: 2.5,
      kind: '1',
      tags: ['x', 'y'],
      day,
      at: day.hour(9).minute(30).second(15),
      on: true,
      range: [1, null],
      open: [null, null],
      total: 5,
      photos: '/api/file/Image/annexpic/a.png,/api/file/Image/annexpic/b.jpg',
      files: [{ name: 'plan.pdf', url: '/api/file/Download/annex/c.pdf', fileId: 'c.pdf' }],
      sign: 'data:image/png;base64,iVBORw0KGgo=',
      spot: { lngLat: '116.39,39.9', address: 'Dam' },
      region: ['p1', 'c1'],
      unit: ['org-root', 'org-dept'],
      who: ['usr-a', 'usr-b'],
      checklist: [{ action: 'Clean', done: 1, disabled: true }],
      rows: [{ item: 'Cement', when: day }],
    };
    const record = recordFromValues(FIELDS, values);
    expect(record).toMatchObject({
      day: day.valueOf(),
      at: '09:30:15',
      on: 1,
      range: [1, null],
      open: [],
      rows: [{ item: 'Cement', when: day.valueOf() }],
    });
    expect(validateRecord(checked(), record)).toEqual({ ok: true, record });
  });

  it('leaves untouched fields out and gives 0 for a switch turned off', () => {
    expect(recordFromValues(FIELDS, { on: false, name: undefined })).toEqual({ on: 0 });
  });

  it('reads a stored record back into form values', () => {
    const stored = { day: 1_700_000_000_000, at: '08:05', on: 1, open: [], rows: [{ item: 'Sand', when: 1_700_000_000_000 }], stray: 1 };
    const values = valuesFromRecord(FIELDS, stored);
    expect(dayjs.isDayjs(values.day)).toBe(true);
    expect((values.at as dayjs.Dayjs).format('HH:mm')).toBe('08:05');
    expect(values.on).toBe(true);
    expect(values).not.toHaveProperty('stray');
    expect(recordFromValues(FIELDS, values)).toMatchObject({ day: 1_700_000_000_000, at: '08:05:00', on: 1, rows: [{ item: 'Sand' }] });
  });

  it('renders the three demo forms', () => {
    for (const form of DEMO_FORMS) expect(parseFormFields(JSON.stringify({ fields: form.fields }))).toHaveLength(form.fields.length);
  });
});

describe('parseFormFields', () => {
  it('gives [] for anything that is not a design, and drops fields it cannot render', () => {
    expect(parseFormFields('not json')).toEqual([]);
    expect(parseFormFields('{"fields": 3}')).toEqual([]);
    expect(parseFormFields(JSON.stringify({ fields: [{ __vModel__: 'a' }, FIELDS[0]] }))).toEqual([FIELDS[0]]);
  });
});

describe('calculate', () => {
  const values = {
    a: 2,
    b: '3.5',
    rows: [
      { q: 2, p: 1.5 },
      { q: 1, p: 4 },
    ],
  };
  it('reads arithmetic over fields and sub-table columns, with 2 decimals', () => {
    expect(calculate('a * b + 1', values)).toBe(8);
    expect(calculate('(a + 1) / 3', values)).toBe(1);
    expect(calculate('rows.q', values)).toBe(3);
    expect(calculate('SUM(rows.q * rows.p)', values)).toBe(7);
    expect(calculate('10 / 3', values)).toBe(3.33);
    expect(calculate('-a', values)).toBe(-2);
  });
  it('gives 0 for an invalid expression or result, never running code', () => {
    expect(calculate('a / 0', values)).toBe(0);
    expect(calculate('a +', values)).toBe(0);
    expect(calculate('alert(1)', values)).toBe(0);
    expect(calculate('constructor.constructor', values)).toBe(0);
    expect(calculate('', values)).toBe(0);
  });
});

describe('form-limits', () => {
  it('repeats the wire defaults exactly', () => {
    expect(limits.TEXT_MAX_DEFAULT).toEqual(wire.TEXT_MAX_DEFAULT);
    expect(limits.IMAGE_LIMIT_DEFAULT).toBe(wire.IMAGE_LIMIT_DEFAULT);
    expect([...limits.IMAGE_EXTENSIONS]).toEqual([...wire.IMAGE_EXTENSIONS]);
    expect(limits.FILE_LIMIT_DEFAULT).toBe(wire.FILE_LIMIT_DEFAULT);
    expect(limits.ADDRESS_LEVEL_DEFAULT).toBe(wire.ADDRESS_LEVEL_DEFAULT);
    expect(limits.FORM_ROWS_MAX).toBe(wire.FORM_ROWS_MAX);
  });
});

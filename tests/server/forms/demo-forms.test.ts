import { describe, expect, it } from 'vitest';
import { DEMO_FORMS } from '../../../server/src/forms/demo-forms';
import { readFormDefinition } from '../../../server/src/forms/form-definition';
import { validateRecord } from '../../../server/src/forms/record-validation';
import { zh } from './form-fixtures';

// The demo's forms are real designs: each passes the definition check and takes a record a person would fill in.

const fieldsOf = (id: (typeof DEMO_FORMS)[number]['id']) => {
  const form = DEMO_FORMS.find((one) => one.id === id);
  const reading = readFormDefinition(JSON.stringify({ fields: form?.fields ?? [] }));
  if (!reading.ok) throw new Error(zh(reading.problem));
  return reading.fields;
};

describe('the demo forms', () => {
  it('pass the definition check', () => {
    for (const form of DEMO_FORMS)
      expect({ id: form.id, ok: readFormDefinition(JSON.stringify({ fields: form.fields })).ok }).toEqual({ id: form.id, ok: true });
  });

  it('take a filled-in maintenance record and refuse it unsigned or with a row missing its quantity', () => {
    const record = {
      facility: '1 号溢洪道闸门',
      maintainDate: Date.UTC(2026, 10, 20),
      maintainers: ['usr-engineer01', 'usr-duty01'],
      checklist: [{ action: '闸门启闭试验', done: 1, disabled: true }],
      materials: [{ material: '黄油', spec: '3 号锂基', quantity: 2.5, unit: '1', price: 30 }],
      cost: 75,
      assessment: [{ target: '闸门运行', checkResult: 1 }],
      signature: 'data:image/png;base64,iVBORw0KGgo=',
    };
    const fields = fieldsOf('form-maintenance-record');
    expect(validateRecord(fields, record).ok).toBe(true);
    const unsigned = validateRecord(fields, { ...record, signature: '' });
    expect(unsigned.ok ? '' : zh(unsigned.problem)).toBe('负责人签名：请签名');
    const noQuantity = validateRecord(fields, { ...record, materials: [{ material: '黄油' }] });
    expect(noQuantity.ok ? '' : zh(noQuantity.problem)).toBe('材料明细第 1 行：数量不能为空');
  });

  it('check a river patrol record against its "four chaos" options', () => {
    const fields = fieldsOf('form-river-patrol');
    const record = {
      patrolDate: Date.UTC(2026, 10, 20),
      patroller: 'usr-patrol01',
      reach: '兰江 K12+300',
      issues: ['3', '9'],
      signature: '/api/file/Image/annexpic/s.png',
    };
    const reading = validateRecord(fields, record);
    expect(reading.ok ? '' : zh(reading.problem)).toBe('“四乱”问题的值 9 不在选项中');
  });
});

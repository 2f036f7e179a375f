import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSystemDataApp, type SystemDataContext } from './system-data-fixture';

let ctx: SystemDataContext;
beforeAll(async () => {
  ctx = await createSystemDataApp();
});
afterAll(async () => {
  await ctx.close();
});

const RULE = {
  fullName: 'Inspection number',
  enCode: 'inspectionNo',
  prefix: 'JC',
  dateFormat: 'YYYYMMDD',
  digit: 4,
  startNumber: 7,
  resetCycle: 'daily',
};

describe('bill rules', () => {
  let id = '';
  it('creates, reads, lists and edits a rule; a duplicate code and a daily reset without a day are refused', async () => {
    const created = await ctx.call<string>('admin', { method: 'POST', url: '/api/system/BillRule', payload: RULE });
    expect(created.code).toBe(200);
    id = created.data as string;
    expect((await ctx.call('admin', { method: 'POST', url: '/api/system/BillRule', payload: RULE })).msg).toMatch(/already has this code/);
    const shape = await ctx.call('admin', {
      method: 'POST',
      url: '/api/system/BillRule',
      payload: { ...RULE, enCode: 'other', dateFormat: 'YYYYMM' },
    });
    expect(shape.code).toBe(400);
    expect(shape.msg).toMatch(/YYYYMMDD for daily/);
    const list = await ctx.call<{ list: { enCode: string }[] }>('admin', { method: 'GET', url: '/api/system/BillRule?keyword=inspection' });
    expect(list.data?.list.map((rule) => rule.enCode)).toEqual(['inspectionNo']);
    const edited = await ctx.call('admin', {
      method: 'PUT',
      url: `/api/system/BillRule/${id}`,
      payload: { ...RULE, fullName: 'Inspection no.' },
    });
    expect(edited.code).toBe(200);
    const one = await ctx.call<{ fullName: string; outputNumber: string }>('admin', { method: 'GET', url: `/api/system/BillRule/${id}` });
    expect(one.data).toMatchObject({ fullName: 'Inspection no.', outputNumber: '' });
  });

  it('never hands out the same number twice, even to 100 callers at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => ctx.call<string>('duty', { method: 'GET', url: '/api/system/BillRule/BillNumber/inspectionNo' })),
    );
    const numbers = answers.map((answer) => answer.data as string);
    expect(answers.every((answer) => answer.code === 200)).toBe(true);
    expect(new Set(numbers).size).toBe(100);
    const sequences = numbers.map((number) => Number(number.slice(-4))).sort((a, b) => a - b);
    expect(sequences[0]).toBe(7);
    expect(sequences[99]).toBe(106);
    expect(numbers[0]).toMatch(/^JC\d{8}\d{4}$/);
    const one = await ctx.call<{ outputNumber: string }>('admin', { method: 'GET', url: `/api/system/BillRule/${id}` });
    expect(one.data?.outputNumber.endsWith('0106')).toBe(true);
  });

  it('refuses a disabled rule, and only the bill-rule page may manage rules', async () => {
    expect((await ctx.call('admin', { method: 'PUT', url: `/api/system/BillRule/${id}/Actions/State` })).code).toBe(200);
    expect((await ctx.call('duty', { method: 'GET', url: `/api/system/BillRule/BillNumber/${id}` })).msg).toMatch(/disabled/);
    expect((await ctx.call('duty', { method: 'GET', url: '/api/system/BillRule' })).code).toBe(403);
    expect((await ctx.call('duty', { method: 'DELETE', url: `/api/system/BillRule/${id}` })).code).toBe(403);
    const exported = await ctx.raw('admin', { method: 'GET', url: `/api/system/BillRule/${id}/Action/Export` });
    expect(JSON.parse(exported.body)).toMatchObject({ enCode: 'inspectionNo', prefix: 'JC' });
    expect((await ctx.call('admin', { method: 'DELETE', url: `/api/system/BillRule/${id}` })).code).toBe(200);
    expect((await ctx.call('admin', { method: 'GET', url: `/api/system/BillRule/${id}` })).code).toBe(400);
  });

  it('serves the seeded rules to any signed-in form', async () => {
    const number = await ctx.call<string>('duty', { method: 'GET', url: '/api/system/BillRule/BillNumber/workOrderNo' });
    expect(number.data).toMatch(/^GD\d{8}0001$/);
  });
});

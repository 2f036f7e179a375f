import type { FormRule } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { FormField } from '../../../server/src/wire/visualdev';
import { i18n } from '../../../src/lib/i18n';
import { fieldRules } from '../../../src/features/forms/render/field-rules';
import { confirmSignature } from '../../../src/features/forms/render/signature-control';

// The client checks mirror the server's: their messages are what a person sees before anything is sent.

const t = i18n.getFixedT('zh-CN');
const field = (jnpfKey: string, settings: Record<string, unknown> = {}, config: Record<string, unknown> = {}) =>
  ({ __vModel__: 'f', __config__: { jnpfKey, label: '河段', ...config }, ...settings }) as FormField;

/** The first rule's message that refuses the value, or undefined when all pass. */
async function problem(target: FormField, value: unknown): Promise<string | undefined> {
  for (const rule of fieldRules(target, t) as Exclude<FormRule, (...args: never[]) => unknown>[]) {
    try {
      await rule.validator?.(rule as never, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return undefined;
}

describe('fieldRules', () => {
  it('says {label}不能为空 for an empty required field and 请签名 for a signature', async () => {
    expect(await problem(field('input', {}, { required: true }), '')).toBe('河段不能为空');
    expect(await problem(field('checkbox', { options: [] }, { required: true }), [])).toBe('河段不能为空');
    expect(await problem(field('numRange', {}, { required: true }), [null, null])).toBe('河段不能为空');
    expect(await problem(field('signature', {}, { required: true }), undefined)).toBe('请签名');
    expect(await problem(field('inputNumber', {}, { required: true }), 0)).toBeUndefined();
  });

  it('applies patterns to non-empty text with their own message', async () => {
    const coded = field('input', {}, { regList: [{ pattern: '/^[A-Z]\\d+$/', message: '编号须为大写字母加数字' }] });
    expect(await problem(coded, 'a1')).toBe('编号须为大写字母加数字');
    expect(await problem(coded, 'A12')).toBeUndefined();
    expect(await problem(coded, '')).toBeUndefined();
    const plain = field('textarea', {}, { regList: [{ pattern: '^\\d+$' }] });
    expect(await problem(plain, 'x')).toBe('河段格式不正确');
  });

  it('counts text as a person does against maxlength and the defaults', async () => {
    expect(await problem(field('input', { maxlength: 3 }), '😀😀😀')).toBeUndefined();
    expect(await problem(field('input', { maxlength: 3 }), 'abcd')).toBe('河段不能超过 3 个字符');
    expect(await problem(field('input'), 'x'.repeat(256))).toBe('河段不能超过 255 个字符');
  });

  it('checks number bounds and number ranges', async () => {
    expect(await problem(field('inputNumber', { min: 0, max: 10 }), 11)).toBe('河段不能大于 10');
    expect(await problem(field('numRange', { min: 0 }), [-1, 3])).toBe('河段不能小于 0');
    expect(await problem(field('numRange'), [5, 2])).toBe('河段的最小值不能大于最大值');
    expect(await problem(field('numRange'), [null, 2])).toBeUndefined();
  });

  it('marks a sub-table whose required cell is empty', async () => {
    const table = field('table', {}, { children: [field('input', {}, { required: true })] });
    expect(await problem(table, [{ f: '' }])).toBe('河段有未填写正确的单元格');
    expect(await problem(table, [{ f: 'ok' }])).toBeUndefined();
  });

  it('speaks the console language', async () => {
    const english = fieldRules(field('input', {}, { required: true }), i18n.getFixedT('en'));
    const rule = english[0] as { validator: (rule: unknown, value: unknown) => Promise<void> };
    await expect(rule.validator({}, '')).rejects.toThrow('河段 cannot be empty');
  });
});

describe('confirmSignature', () => {
  it('warns 请签名 when nothing is drawn and hands on nothing', async () => {
    const warn = vi.fn();
    const result = await confirmSignature({ isEmpty: () => true, toDataURL: () => 'data:image/png;base64,AA==' }, true, warn);
    expect(result).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(t('forms.render.sign')).toBe('请签名');
  });

  it('keeps a drawn signature inline when the field allows it', async () => {
    const warn = vi.fn();
    const result = await confirmSignature({ isEmpty: () => false, toDataURL: () => 'data:image/png;base64,AA==' }, true, warn);
    expect(result).toBe('data:image/png;base64,AA==');
    expect(warn).not.toHaveBeenCalled();
  });
});

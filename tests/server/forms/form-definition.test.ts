import { describe, expect, it } from 'vitest';
import { readFormDefinition } from '../../../server/src/forms/form-definition';
import { formProblemText } from '../../../server/src/forms/form-problem';
import { JNPF_KEYS } from '../../../server/src/wire/visualdev';
import { field, fieldsOf, formData, zh } from './form-fixtures';

// The definition check (visualdev Base formData): what a designer may save, and the sentence for what it may not.

function refusal(fields: unknown[] | string) {
  const reading = readFormDefinition(typeof fields === 'string' ? fields : formData(fields));
  if (reading.ok) throw new Error('accepted');
  return { msg: zh(reading.problem), path: reading.problem.path };
}

const name = field('name', 'input', '姓名');

describe('a form definition', () => {
  it('accepts every component with the settings it needs, and reads them', () => {
    const fields = JNPF_KEYS.map((kind, index) => {
      if (['select', 'radio', 'checkbox'].includes(kind)) return field(`f${index}`, kind, kind, { options: [{ id: 1, fullName: 'one' }] });
      if (kind === 'dicSelect') return field(`f${index}`, kind, kind, {}, { dictionaryType: 'dic-priority' });
      if (kind === 'table') return field(`f${index}`, kind, kind, {}, { children: [field('item', 'input', 'item')] });
      return field(`f${index}`, kind, kind);
    });
    const checked = fieldsOf(fields);
    expect(checked.map((one) => one.kind)).toEqual([...JNPF_KEYS]);
    expect(checked.find((one) => one.kind === 'checkbox')?.multiple).toBe(true);
    expect(checked.find((one) => one.kind === 'table')?.children?.map((child) => child.model)).toEqual(['item']);
  });

  it('reads required flags, ranges, patterns written as regex literals, and options as text', () => {
    const [amount, code, level] = fieldsOf([
      field('amount', 'inputNumber', '金额', { min: 0, max: 100, precision: 2 }, { required: true }),
      field('code', 'input', '编号', {}, { regList: [{ pattern: '/^[a-z]+$/i', message: '编号只能是字母' }] }),
      field('level', 'select', '等级', {
        options: [
          { id: 1, fullName: '一级' },
          { id: '2', fullName: '二级' },
        ],
      }),
    ]);
    expect(amount).toMatchObject({ required: true, min: 0, max: 100, precision: 2 });
    expect(code?.patterns[0]?.regex.test('ABC')).toBe(true);
    expect([...(level?.options ?? [])]).toEqual(['1', '2']);
  });

  it('refuses text that is not JSON, and a form without fields or with too many', () => {
    expect(refusal('{').msg).toBe('表单设计不是有效的 JSON');
    expect(refusal('{"fields":[]}').msg).toBe('表单设计至少需要一个字段（fields 列表）');
    expect(refusal('[]').msg).toBe('表单设计至少需要一个字段（fields 列表）');
    expect(refusal(Array.from({ length: 201 }, (_, index) => field(`f${index}`, 'input', `f${index}`))).msg).toBe(
      '表单最多只能有 200 个字段',
    );
  });

  it('refuses a duplicate __vModel__, naming it, at the top level and among sub-table columns', () => {
    expect(refusal([name, field('age', 'inputNumber', '年龄'), field('name', 'textarea', '备注')])).toEqual({
      msg: '字段名 name 重复，每个字段名只能使用一次',
      path: 'fields.2',
    });
    const table = field('items', 'table', '明细', {}, { children: [field('qty', 'inputNumber', '数量'), field('qty', 'input', '数量2')] });
    expect(refusal([name, table])).toEqual({ msg: '字段名 qty 重复，每个字段名只能使用一次', path: 'fields.1.__config__.children.1' });
  });

  it('lets a sub-table column reuse a top-level key: rows are their own objects', () => {
    expect(fieldsOf([name, field('items', 'table', '明细', {}, { children: [field('name', 'input', '品名')] })])).toHaveLength(2);
  });

  it('refuses an unknown jnpfKey, a missing or malformed key, a missing label', () => {
    expect(refusal([field('x', 'colourWheel', '颜色')]).msg).toBe('字段“颜色”的组件 colourWheel 不存在');
    expect(refusal([field('', 'input', '姓名')]).msg).toBe('字段“姓名”缺少字段名（__vModel__）');
    expect(refusal([field('1st', 'input', '第一')]).msg).toBe('字段“第一”的字段名 1st 只能包含字母、数字和下划线，且不能以数字开头');
    expect(refusal([field('x', 'input', ' ')]).msg).toBe('字段 x 缺少标题');
    expect(refusal([{ __config__: { jnpfKey: 'input', label: '无名' } }]).msg).toContain('无名');
  });

  it('refuses settings of the wrong type or out of bounds, naming the setting', () => {
    expect(refusal([field('amount', 'inputNumber', '金额', { min: 'zero' })]).msg).toBe('字段“金额”的设置 min 无效');
    expect(refusal([field('amount', 'inputNumber', '金额', { precision: 11 })]).msg).toBe('字段“金额”的设置 precision 无效');
    expect(refusal([field('amount', 'inputNumber', '金额', { min: 10, max: 1 })]).msg).toBe('字段“金额”的最小值不能大于最大值');
    expect(refusal([field('photos', 'uploadImg', '照片', { limit: 0 })]).msg).toBe('字段“照片”的设置 limit 无效');
    expect(refusal([field('place', 'address', '地址', { level: 4 })]).msg).toBe('字段“地址”的设置 level 无效');
  });

  it('refuses choices without options or with an option twice, and a dictionary select without a dictionary', () => {
    expect(refusal([field('level', 'select', '等级')]).msg).toBe('字段“等级”至少需要一个选项');
    expect(
      refusal([
        field('level', 'radio', '等级', {
          options: [
            { id: 1, fullName: 'a' },
            { id: '1', fullName: 'b' },
          ],
        }),
      ]).msg,
    ).toBe('字段“等级”的选项 1 重复');
    expect(refusal([field('kind', 'dicSelect', '类型')]).msg).toBe('字段“类型”需要选择数据字典');
    expect(fieldsOf([field('level', 'select', '等级', {}, { dictionaryType: 'dic-priority' })])[0]?.options).toBeUndefined();
  });

  it('refuses a pattern that does not compile or could backtrack without end', () => {
    expect(refusal([field('code', 'input', '编号', {}, { regList: [{ pattern: '([a-z' }] })]).msg).toBe(
      '字段“编号”的校验规则不是有效的正则表达式',
    );
    expect(refusal([field('code', 'input', '编号', {}, { regList: [{ pattern: '^(a+)+$' }] })]).msg).toBe(
      '字段“编号”的校验规则可能运行过久，请改写（避免嵌套的重复，如 (a+)+）',
    );
  });

  it('checks sub-table columns like fields, and refuses an empty or nested sub-table', () => {
    expect(refusal([field('items', 'table', '明细')]).msg).toBe('子表“明细”至少需要一列');
    const inner = field('inner', 'table', '内表', {}, { children: [name] });
    expect(refusal([field('items', 'table', '明细', {}, { children: [inner] })]).msg).toBe('子表“内表”中不能再放子表');
    expect(refusal([field('items', 'table', '明细', {}, { children: [field('x', 'bogus', '怪')] })]).msg).toBe(
      '字段“怪”的组件 bogus 不存在',
    );
  });

  it('answers in the caller language', () => {
    const reading = readFormDefinition(formData([name, name]));
    if (reading.ok) throw new Error('accepted');
    expect(formProblemText('en', reading.problem)).toBe('The field name name is used twice; each field name can be used once');
    expect(formProblemText('zh-TW', reading.problem)).toBe('欄位名 name 重複，每個欄位名只能使用一次');
  });
});

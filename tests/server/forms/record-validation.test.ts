import { describe, expect, it } from 'vitest';
import { validateRecord, validateRecordText } from '../../../server/src/forms/record-validation';
import type { CheckedField } from '../../../server/src/forms/form-definition';
import { field, fieldsOf, required, zh } from './form-fixtures';

// The record check per component: required values, the kind of value, patterns, number ranges, option membership,
// uploads, the business lists and sub-table rows, each refusal naming the field's label (zh-CN here).

function refusal(fields: CheckedField[], record: unknown): string {
  const reading = validateRecord(fields, record);
  if (reading.ok) throw new Error(`accepted ${JSON.stringify(record)}`);
  return zh(reading.problem);
}

function accepts(fields: CheckedField[], record: Record<string, unknown>): void {
  const reading = validateRecord(fields, record);
  if (!reading.ok) throw new Error(`refused: ${zh(reading.problem)}`);
  expect(reading.record).toEqual(record);
}

const IMG = '/api/file/Image/annexpic/';

describe('any field', () => {
  const fields = fieldsOf([required('name', 'input', '姓名'), field('remark', 'textarea', '备注'), required('sign', 'signature', '签字')]);

  it('accepts a record with its required values and empty optional ones', () => {
    accepts(fields, { name: '张三', remark: '', sign: `${IMG}sign.png` });
    accepts(fields, { name: '张三', sign: `${IMG}sign.png` });
  });

  it('refuses an empty required value with the label, and an empty signature with 请签名', () => {
    expect(refusal(fields, { remark: 'x', sign: `${IMG}s.png` })).toBe('姓名不能为空');
    expect(refusal(fields, { name: '', sign: `${IMG}s.png` })).toBe('姓名不能为空');
    expect(refusal(fields, { name: '张三', sign: null })).toBe('签字：请签名');
  });

  it('refuses a key the form does not have, a record that is not an object, and text that is not JSON', () => {
    expect(refusal(fields, { name: 'a', sign: `${IMG}s.png`, salary: 1 })).toBe('表单没有字段 salary');
    expect(refusal(fields, ['name'])).toBe('表单数据应为一个对象');
    const reading = validateRecordText(fields, '{"name":');
    expect(reading.ok ? '' : zh(reading.problem)).toBe('表单数据不是有效的 JSON');
  });
});

describe('text', () => {
  const fields = fieldsOf([
    field('code', 'input', '编号', { maxlength: 5 }, { regList: [{ pattern: '^[A-Z]+$', message: '编号只能是大写字母' }] }),
    field('phone', 'input', '电话', {}, { regList: [{ pattern: '/^1[3-9]\\d{9}$/' }] }),
    field('notes', 'textarea', '说明'),
    field('body', 'editor', '正文'),
  ]);

  it('applies maxlength, the default limits, and patterns with their own text to non-empty values', () => {
    accepts(fields, { code: 'ABC', phone: '13800138000', notes: 'x'.repeat(2000), body: '<p>ok</p>' });
    accepts(fields, { code: '', phone: '' });
    expect(refusal(fields, { code: 'ABCDEF' })).toBe('编号不能超过 5 个字符');
    expect(refusal(fields, { code: 'abc' })).toBe('编号只能是大写字母');
    expect(refusal(fields, { phone: '12345' })).toBe('电话格式不正确');
    expect(refusal(fields, { notes: 'x'.repeat(2001) })).toBe('说明不能超过 2000 个字符');
    expect(refusal(fields, { body: 'x'.repeat(3001) })).toBe('正文不能超过 3000 个字符');
    expect(refusal(fields, { code: 12 })).toBe('编号应为文本');
  });
});

describe('numbers, dates, times and switches', () => {
  const fields = fieldsOf([
    field('amount', 'inputNumber', '金额', { min: 0, max: 1000, precision: 2 }),
    field('total', 'calculate', '合计'),
    field('depth', 'numRange', '水深', { min: 0 }),
    field('day', 'date', '日期'),
    field('at', 'time', '时间'),
    field('active', 'switch', '启用'),
  ]);

  it('accepts numbers within the settings, a range with an open end, epoch ms, HH:mm and 0', () => {
    accepts(fields, { amount: 12.5, total: 3.14, depth: [1.5, null], day: 1_780_000_000_000, at: '08:30', active: 0 });
    accepts(fields, { depth: [] });
  });

  it('refuses the wrong kind of value and values outside the settings', () => {
    expect(refusal(fields, { amount: '12' })).toBe('金额应为数字');
    expect(refusal(fields, { amount: -1 })).toBe('金额不能小于 0');
    expect(refusal(fields, { amount: 1000.5 })).toBe('金额不能大于 1000');
    expect(refusal(fields, { amount: 1.234 })).toBe('金额最多保留 2 位小数');
    expect(refusal(fields, { total: 'NaN' })).toBe('合计应为数字');
    expect(refusal(fields, { depth: [5, 1] })).toBe('水深的最小值不能大于最大值');
    expect(refusal(fields, { depth: [-1, 2] })).toBe('水深不能小于 0');
    expect(refusal(fields, { depth: [1] })).toBe('水深应为 [最小值, 最大值]');
    expect(refusal(fields, { day: '2026-01-01' })).toBe('日期应为日期（毫秒时间戳）');
    expect(refusal(fields, { at: '8:30' })).toBe('时间应为 HH:mm 或 HH:mm:ss 格式的时间');
    expect(refusal(fields, { active: true })).toBe('启用应为 1（启用）或 0（停用）');
  });
});

describe('options and pickers', () => {
  const fields = fieldsOf([
    field('level', 'select', '等级', {
      options: [
        { id: 1, fullName: '一级' },
        { id: '2', fullName: '二级' },
      ],
    }),
    field('tags', 'checkbox', '标签', {
      options: [
        { id: 'a', fullName: 'A' },
        { id: 'b', fullName: 'B' },
      ],
    }),
    field('kind', 'dicSelect', '类型', {}, { dictionaryType: 'dic-repair' }),
    field('owner', 'userSelect', '负责人'),
    field('team', 'userSelect', '组员', { multiple: true }),
    field('unit', 'organizeSelect', '单位'),
    field('units', 'organizeSelect', '协办单位', { multiple: true }),
    field('place', 'address', '地址', { level: 1 }),
  ]);

  it('accepts options by id (number or text), lists for multiple pickers, and paths', () => {
    accepts(fields, {
      level: '2',
      tags: ['a', 'b'],
      kind: 'repair-2',
      owner: 'usr-1',
      team: ['usr-1', 'usr-2'],
      unit: ['org-1', 'dep-2'],
      units: [['org-1'], ['org-1', 'dep-2']],
      place: ['110000', '110100'],
    });
    accepts(fields, { level: 1 });
  });

  it('refuses a value that is not an option, duplicates, and shapes the picker does not take', () => {
    expect(refusal(fields, { level: 3 })).toBe('等级的值 3 不在选项中');
    expect(refusal(fields, { tags: ['a', 'c'] })).toBe('标签的值 c 不在选项中');
    expect(refusal(fields, { tags: 'a' })).toBe('标签应为不重复的选项列表');
    expect(refusal(fields, { tags: ['a', 'a'] })).toBe('标签应为不重复的选项列表');
    expect(refusal(fields, { level: ['1'] })).toBe('等级应为一个选项');
    expect(refusal(fields, { owner: 7 })).toBe('负责人的选择无效');
    expect(refusal(fields, { team: 'usr-1' })).toBe('组员的选择无效');
    expect(refusal(fields, { units: [['org-1'], ['org-1']] })).toBe('协办单位应为从根节点开始的路径，且同一路径只能选一次');
    expect(refusal(fields, { place: ['110000', '110100', '110101'] })).toBe('地址应为从根节点开始的路径，且同一路径只能选一次');
  });
});

describe('uploads, signatures and the map location', () => {
  const fields = fieldsOf([
    field('photos', 'uploadImg', '现场照片'),
    field('two', 'uploadImg', '对比照片', { limit: 2 }),
    field('files', 'uploadFz', '附件'),
    field('sign', 'signature', '签字'),
    field('drawn', 'signature', '手写签名', { inline: true }),
    field('spot', 'location', '位置'),
  ]);

  it("accepts this site's image links, files, signatures and a longitude,latitude", () => {
    accepts(fields, {
      photos: `${IMG}a.png,${IMG}b.JPG`,
      files: [{ name: '报告.pdf', url: '/api/file/Download/annex/f1' }],
      sign: `${IMG}sign.png`,
      drawn: 'data:image/png;base64,iVBORw0KGgo=',
      spot: { lngLat: '120.15507, 30.274084', address: '浙江省杭州市西湖区' },
    });
  });

  it('refuses other hosts and schemes, other file kinds, too many images, and bad coordinates', () => {
    expect(refusal(fields, { photos: 'https://example.com/a.png' })).toBe('现场照片中的 https://example.com/a.png 不是本站的文件地址');
    expect(refusal(fields, { photos: `${IMG}a.png,//evil/b.png` })).toBe('现场照片中的 //evil/b.png 不是本站的文件地址');
    expect(refusal(fields, { photos: `${IMG}run.exe` })).toBe('现场照片：上传失败，文件格式不允许（仅限 jpg、svg、gif、png、bmp）');
    expect(refusal(fields, { photos: Array.from({ length: 10 }, (_, index) => `${IMG}${index}.png`).join(',') })).toBe(
      '现场照片最多只能上传 9 张图片',
    );
    expect(refusal(fields, { two: `${IMG}1.png,${IMG}2.png,${IMG}3.png` })).toBe('对比照片最多只能上传 2 张图片');
    expect(refusal(fields, { files: [{ name: 'x', url: 'javascript:alert(1)' }] })).toBe('附件中的 javascript:alert(1) 不是本站的文件地址');
    expect(refusal(fields, { files: [{ name: 'x' }] })).toBe('附件应为文件列表（name、url）');
    expect(refusal(fields, { sign: 'data:image/png;base64,iVBORw0KGgo=' })).toBe('签字应为签名图片');
    expect(refusal(fields, { spot: { lngLat: '200,30' } })).toBe('位置应为“经度,纬度”（经度 -180 到 180，纬度 -90 到 90）');
    expect(refusal(fields, { spot: '120,30' })).toBe('位置应为“经度,纬度”（经度 -180 到 180，纬度 -90 到 90）');
  });
});

describe('business components of seed 001', () => {
  const fields = fieldsOf([
    field('patrol', 'patrolContent', '巡查内容'),
    field('checklist', 'maintenanceCheck', '养护清单'),
    field('rows', 'assessment', '考核'),
  ]);
  const part = { inspectionName: '坝顶', inspectionResult: `${IMG}a.png`, handleResult: '', remark: '无异常' };

  it('accepts patrol contents, checklist rows and assessment rows within their limits', () => {
    accepts(fields, {
      patrol: [{ inspectionContent: '大坝', inspectionPart: [part] }],
      checklist: [{ action: '清理排水沟', done: 1, disabled: true }],
      rows: [{ target: '安全', responsor: '李四', preCost: '100', executePeriod: '每月', checkResult: 1, rewards: '' }],
    });
  });

  it('refuses text over the seed limits, naming the row and column, and bad images in a part', () => {
    expect(refusal(fields, { patrol: [{ inspectionContent: '大坝', inspectionPart: [{ ...part, remark: 'x'.repeat(301) }] }] })).toBe(
      '巡查内容第 1 行的 inspectionPart.0.remark 无效',
    );
    expect(
      refusal(fields, { patrol: [{ inspectionContent: '大坝', inspectionPart: [{ ...part, handleResult: 'http://x/a.png' }] }] }),
    ).toBe('巡查内容 大坝 坝顶中的 http://x/a.png 不是本站的文件地址');
    expect(
      refusal(fields, {
        checklist: [
          { action: 'ok', done: 1 },
          { action: 'x'.repeat(51), done: 0 },
        ],
      }),
    ).toBe('养护清单第 2 行的 action 无效');
    expect(refusal(fields, { checklist: [{ action: 'ok', done: 2 }] })).toBe('养护清单第 1 行的 done 无效');
    expect(refusal(fields, { rows: [{ checkResult: 3 }] })).toBe('考核第 1 行的 checkResult 无效');
    expect(refusal(fields, { rows: [{ responsor: 'x'.repeat(51) }] })).toBe('考核第 1 行的 responsor 无效');
    expect(refusal(fields, { rows: { target: 'x' } })).toBe('考核应为列表');
  });
});

describe('sub-tables', () => {
  const fields = fieldsOf([
    required(
      'items',
      'table',
      '材料明细',
      {},
      {
        children: [
          required('material', 'input', '材料'),
          field('qty', 'inputNumber', '数量', { min: 1 }),
          field('unit', 'select', '单位', { options: [{ id: 'kg', fullName: '千克' }] }),
        ],
      },
    ),
  ]);

  it('accepts rows that pass their columns', () => {
    accepts(fields, { items: [{ material: '水泥', qty: 2, unit: 'kg' }, { material: '砂' }] });
  });

  it('names the table and the row (1-based) with the column problem', () => {
    expect(refusal(fields, { items: [] })).toBe('材料明细不能为空');
    expect(refusal(fields, { items: [{ material: '水泥' }, { qty: 2 }] })).toBe('材料明细第 2 行：材料不能为空');
    expect(refusal(fields, { items: [{ material: '水泥', qty: 0 }] })).toBe('材料明细第 1 行：数量不能小于 1');
    expect(refusal(fields, { items: [{ material: '水泥', unit: 'g' }] })).toBe('材料明细第 1 行：单位的值 g 不在选项中');
    expect(refusal(fields, { items: [{ material: '水泥', colour: 'red' }] })).toBe('材料明细第 1 行：表单没有字段 colour');
    expect(refusal(fields, { items: ['水泥'] })).toBe('材料明细应为行的列表');
    const reading = validateRecord(fields, { items: [{ material: '水泥' }, { qty: 2 }] });
    expect(reading.ok ? '' : reading.problem.path).toBe('items.1.material');
  });
});

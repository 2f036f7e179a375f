import { describe, expect, it } from 'vitest';
import { numericColumns, reportColumns, reportRows } from '../../../src/features/modules/report-rows';

// A type-5 report reads whatever its data interface answers: rows, `{ list }`, or one object.

describe('report rows', () => {
  it('reads a list, a { list } answer and a single object as rows, ignoring what is not a row', () => {
    expect(reportRows([{ a: 1 }, 2, null, { a: 3 }])).toEqual([{ a: 1 }, { a: 3 }]);
    expect(reportRows({ list: [{ a: 1 }] })).toEqual([{ a: 1 }]);
    expect(reportRows({ total: 4 })).toEqual([{ total: 4 }]);
    expect(reportRows('text')).toEqual([]);
  });

  it('keeps columns in first-seen order and finds the numeric ones (numeric text counts)', () => {
    const rows = [
      { 告警级别: '一级', 告警总数: 3, 未消除: '2' },
      { 告警级别: '二级', 告警总数: 5, 未消除: null, 备注: 'x' },
    ];
    const columns = reportColumns(rows);
    expect(columns).toEqual(['告警级别', '告警总数', '未消除', '备注']);
    expect(numericColumns(rows, columns.slice(1))).toEqual(['告警总数', '未消除']);
  });
});

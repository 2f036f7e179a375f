import { describe, expect, it } from 'vitest';
import { toChartThresholds } from '../../../src/features/monitoring/data/point-thresholds';

describe('thresholds on the chart', () => {
  it('draws one line per limit of each level, named after the level', () => {
    const lines = toChartThresholds({
      pointId: 'p1',
      unit: 'm',
      list: [
        { severity: 1, upper: 181, severityName: '蓝色', severityCode: 'blue' },
        { severity: 4, upper: 184.3, lower: 150, severityName: '红色', severityCode: 'red' },
        { severity: 9, upper: 1, severityName: '?', severityCode: '' },
      ],
    });
    expect(lines).toEqual([
      { id: 'p1-1-upper', label: '蓝色 181', value: 181, severity: 1, axis: 'left' },
      { id: 'p1-4-upper', label: '红色 184.3', value: 184.3, severity: 4, axis: 'left' },
      { id: 'p1-4-lower', label: '红色 150', value: 150, severity: 4, axis: 'left' },
    ]);
  });
});

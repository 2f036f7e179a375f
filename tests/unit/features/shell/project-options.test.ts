import { describe, expect, it } from 'vitest';
import { isManagerFlag, normalizeProjectOptions } from '../../../../src/features/shell/project-options';

describe('project options from getProject', () => {
  it('keep groups with nested options', () => {
    const groups = normalizeProjectOptions([
      { label: '北江管理处', options: [{ label: '飞来峡水利枢纽', value: 'p1', latitude: 23.8, longitude: 113.2, isManager: 1 }] },
      { label: '东江管理处', children: [{ label: '新丰江水库', value: 2 }] },
    ]);
    expect(groups).toEqual([
      { label: '北江管理处', projects: [{ label: '飞来峡水利枢纽', value: 'p1', latitude: 23.8, longitude: 113.2, isManager: 1 }] },
      { label: '东江管理处', projects: [{ label: '新丰江水库', value: '2' }] },
    ]);
  });

  it('put flat options in one unnamed group, also inside { list }', () => {
    expect(normalizeProjectOptions({ list: [{ label: 'A', value: 'a' }] })).toEqual([
      { label: '', projects: [{ label: 'A', value: 'a' }] },
    ]);
  });

  it('drop options without a value and read nonsense as empty', () => {
    expect(normalizeProjectOptions([{ label: 'no value' }, null, 'x'])).toEqual([]);
    expect(normalizeProjectOptions(null)).toEqual([]);
    expect(normalizeProjectOptions([{ label: 'empty group', options: [] }])).toEqual([]);
  });

  it('read the manager flag in its several spellings', () => {
    expect([1, '1', true, 'true'].map((value) => isManagerFlag(value))).toEqual([true, true, true, true]);
    expect([0, '0', false, null, undefined].map((value) => isManagerFlag(value))).toEqual([false, false, false, false, false]);
  });
});

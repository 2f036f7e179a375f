import { describe, expect, it } from 'vitest';
import { branchKeys, buildPointTree, type PointTreeNode } from '../../../src/features/monitoring/picker/point-tree';
import { alarmLevelsOf } from '../../../src/features/monitoring/picker/point-alarm-levels';
import { makePoint } from './support/points';

const POINTS = [
  makePoint({ id: 'up4', code: 'QS-UP4', name: '0+270 上游', type: 'osmotic-pressure', section: '0+270' }),
  makePoint({ id: 'up1', code: 'QS-UP1', name: '0+150 上游', type: 'osmotic-pressure', section: '0+150' }),
  makePoint({ id: 'we9', code: 'QS-WE9', name: 'Spillway weir', type: 'seepage-flow', section: '' }),
  makePoint({ id: 'lj1', code: 'LJ-UP1', name: 'Lanjiang crest', type: 'osmotic-pressure', damId: 'dam-lj', damName: 'Lanjiang sluice' }),
  makePoint({ id: 'up2', code: 'QS-UP2', name: '0+150 下游', type: 'osmotic-pressure', section: '0+150' }),
];

/** The tree as text: `dam > section > point` for every point, in display order. */
function paths(nodes: readonly PointTreeNode[], above: string[] = []): string[] {
  return nodes.flatMap((node) => {
    if (node.kind === 'point') return [[...above, node.point.code].join(' > ')];
    const label = node.kind === 'dam' ? node.name : node.section || '(none)';
    return paths(node.children, [...above, label]);
  });
}

describe('the point tree', () => {
  it('groups points by dam, then section in chainage order, points without a section last', () => {
    expect(paths(buildPointTree(POINTS))).toEqual([
      'Qingshui dam > 0+150 > QS-UP1',
      'Qingshui dam > 0+150 > QS-UP2',
      'Qingshui dam > 0+270 > QS-UP4',
      'Qingshui dam > (none) > QS-WE9',
      'Lanjiang sluice > (none) > LJ-UP1',
    ]);
  });

  it('keeps only points whose name or code matches, case-insensitively, with their dam and section', () => {
    expect(paths(buildPointTree(POINTS, ' qs-up'))).toEqual([
      'Qingshui dam > 0+150 > QS-UP1',
      'Qingshui dam > 0+150 > QS-UP2',
      'Qingshui dam > 0+270 > QS-UP4',
    ]);
    expect(paths(buildPointTree(POINTS, '下游'))).toEqual(['Qingshui dam > 0+150 > QS-UP2']);
    expect(buildPointTree(POINTS, 'nothing like it')).toEqual([]);
  });

  it('lists every dam and section key so a search opens fully', () => {
    expect(branchKeys(buildPointTree(POINTS, 'crest'))).toEqual(['dam:dam-lj', 'section:dam-lj:']);
  });
});

describe('the alarm level of each point', () => {
  it('is the most serious active alarm of the point', () => {
    const alarm = (pointId: string, severity: 1 | 2 | 3 | 4) => ({ pointId, severity }) as never;
    const levels = alarmLevelsOf([alarm('up1', 2), alarm('up1', 4), alarm('we9', 1)]);
    expect(Object.fromEntries(levels)).toEqual({ up1: 4, we9: 1 });
  });
});

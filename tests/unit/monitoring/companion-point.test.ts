import { describe, expect, it } from 'vitest';
import { companionPoint } from '../../../src/features/monitoring/data/companion-point';
import { makePoint } from './support/points';

const POINTS = [
  makePoint({ id: 'sw1', code: 'QS-SW1', name: 'Reservoir', type: 'water-level', section: '0+210' }),
  makePoint({ id: 'sw3', code: 'QS-SW3', name: 'Tailwater', type: 'water-level' }),
  makePoint({ id: 'lj-sw1', code: 'LJ-SW1', name: 'Lanjiang level', type: 'water-level', damId: 'dam-lj' }),
  makePoint({ id: 'in1', code: 'QS-IN1', name: 'Slope', type: 'deep-displacement', section: '0+150' }),
  makePoint({ id: 'in2', code: 'QS-IN2', name: 'Abutment', type: 'deep-displacement', section: '0+270' }),
];

describe('the companion point of a chart', () => {
  it("is the dam's first point of that kind", () => {
    expect(companionPoint(POINTS, { damId: 'dam-qs', section: '0+150' }, 'water-level')?.id).toBe('sw1');
    expect(companionPoint(POINTS, { damId: 'dam-lj', section: '' }, 'water-level')?.id).toBe('lj-sw1');
  });

  it('prefers the same cross-section when asked, and falls back to the first', () => {
    expect(companionPoint(POINTS, { damId: 'dam-qs', section: '0+270' }, 'deep-displacement', { sameSection: true })?.id).toBe('in2');
    expect(companionPoint(POINTS, { damId: 'dam-qs', section: '9+999' }, 'deep-displacement', { sameSection: true })?.id).toBe('in1');
  });

  it('is null when the dam has none', () => {
    expect(companionPoint(POINTS, { damId: 'dam-lj', section: '' }, 'deep-displacement')).toBeNull();
  });
});

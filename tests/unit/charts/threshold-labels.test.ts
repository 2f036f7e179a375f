import { describe, expect, it } from 'vitest';
import { placeLineLabels } from '../../../src/ui/charts/threshold-labels';

describe('threshold line labels', () => {
  it('sit above their line, below it at the top of the plot, and never closer than a line of text', () => {
    const placed = placeLineLabels(
      [
        { id: 'far', y: 200 },
        { id: 'top', y: 5 },
        { id: 'a', y: 100 },
        { id: 'b', y: 104 },
      ],
      12,
      300,
    );
    expect(placed.map(({ id }) => id)).toEqual(['top', 'a', 'b', 'far']);
    const baseline = Object.fromEntries(placed.map((label) => [label.id, label.baseline]));
    expect(baseline.top).toBe(5 + 12 + 2);
    expect(baseline.a).toBe(96);
    // b's own place (100) is too close to a's label: pushed one line of text down.
    expect(baseline.b).toBe(96 + 14);
    expect(baseline.far).toBe(196);
  });

  it('keeps every label inside the plot', () => {
    const placed = placeLineLabels(
      [
        { id: 'a', y: 298 },
        { id: 'b', y: 299 },
      ],
      12,
      300,
    );
    expect(placed.every(({ baseline }) => baseline <= 298)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { profileLines, thresholdLine } from '../../../src/features/monitoring/displacement/profile-lines';

const AT = Date.UTC(2026, 10, 1, 0, 0, 0);
const PROFILE = {
  pointId: 'mp-qs-in2',
  unit: 'mm',
  kind: 'cumulative' as const,
  depths: [2, 4, 6],
  profiles: [
    { at: AT - 86_400_000, ts: null, values: [null, null, null] },
    { at: AT, ts: AT - 600_000, values: [3.5, null, 1] },
  ],
  thresholds: [
    { severity: 3, upper: [40, 30, 20], lower: [null, null, null] },
    { severity: 1, upper: [null, 20, 10], lower: [null, null, null] },
    { severity: 2, upper: [null, null, null], lower: [-5, -5, -5] },
  ],
};

describe('inclinometer profile lines', () => {
  it('draws the dates that found a reading, missing depths as gaps', () => {
    const lines = profileLines(PROFILE);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.values).toEqual([3.5, NaN, 1]);
    expect(lines[0]?.depths).toEqual([2, 4, 6]);
  });

  it("takes the first level's upper limits as the threshold profile", () => {
    expect(thresholdLine(PROFILE, 'Threshold')).toEqual({
      id: 'threshold-1',
      label: 'Threshold',
      depths: [2, 4, 6],
      values: [NaN, 20, 10],
    });
    expect(thresholdLine({ ...PROFILE, thresholds: [] }, 'Threshold')).toBeNull();
  });
});

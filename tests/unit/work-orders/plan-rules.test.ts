import { describe, expect, it } from 'vitest';
import { finishTimeOptions, previewBlocker, scheduleDetailOf, yearCalendarDays } from '../../../src/features/work-orders/plans/plan-rules';

// Seed 001 sections 5 and 9: the year calendar, the finish-time options per type, and the order of the preview checks.

describe('the plan rules', () => {
  it('offers the seed year calendar: 28 days in February, 29 in short months, 30 in long ones, never 31', () => {
    expect(yearCalendarDays(2)).toHaveLength(28);
    expect(yearCalendarDays(4)).toHaveLength(29);
    expect(yearCalendarDays(1)).toHaveLength(30);
    expect(yearCalendarDays(12).at(-1)).toBe(30);
  });

  it('offers 1..count finish days per type and none for daily and single plans', () => {
    expect(finishTimeOptions(0)).toHaveLength(366);
    expect(finishTimeOptions(1)).toHaveLength(92);
    expect(finishTimeOptions(2)).toHaveLength(31);
    expect(finishTimeOptions(3)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(finishTimeOptions(4)).toEqual([]);
    expect(finishTimeOptions(5)).toEqual([]);
  });

  it('checks the frequency before the finish time, and a daily plan by dayDate and dayFinishTime', () => {
    expect(previewBlocker({})).toBe('frequency');
    expect(previewBlocker({ taskStatus: 0, yearDate: [], finishTime: 3 })).toBe('frequency');
    expect(previewBlocker({ taskStatus: 0, yearDate: [3, 15] })).toBe('finish-time');
    expect(previewBlocker({ taskStatus: 0, yearDate: [3, 15], finishTime: 3 })).toBeNull();
    expect(previewBlocker({ taskStatus: 4, dayDate: '08:00' })).toBe('finish-time');
    expect(previewBlocker({ taskStatus: 4, dayDate: '08:00', dayFinishTime: '17:30' })).toBeNull();
    expect(previewBlocker({ taskStatus: 5 })).toBeNull();
  });

  it('sends empty selections as the server reads them', () => {
    expect(scheduleDetailOf({ taskStatus: 3, weekDate: [1, 4], finishTime: 2, monthDate: undefined, dayDate: '' })).toEqual({
      taskStatus: 3,
      finishTime: 2,
      yearDate: [],
      quarterDate: [],
      monthDate: null,
      weekDate: [1, 4],
      dayDate: null,
      dayFinishTime: null,
    });
  });
});

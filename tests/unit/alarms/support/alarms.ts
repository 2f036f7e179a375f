import type { AlarmDto } from '../../../../server/src/wire/alarm';

/** An alarm as the server would send it; override what the test is about. */
export function makeAlarm(overrides: Partial<AlarmDto> = {}): AlarmDto {
  return {
    id: 'a1',
    pointId: 'mp-1',
    pointName: 'Seepage QS-WE1',
    projectId: 'prj-1',
    damId: 'dam-1',
    severity: 2,
    severityName: '黄色',
    kind: 'threshold',
    state: 'active',
    acknowledged: false,
    value: 11.2,
    unit: 'L/s',
    message: '',
    raisedAt: Date.UTC(2026, 10, 22, 8, 0, 0),
    clearedAt: null,
    ackBy: null,
    ackAt: null,
    ackComment: null,
    revision: 1,
    updatedAt: Date.UTC(2026, 10, 22, 8, 0, 0),
    ...overrides,
  };
}

import type { AlarmDto } from '../../../server/src/wire/alarm';

/** An alarm as the server would send it; override what the test is about. */
export function makeAlarm(overrides: Partial<AlarmDto> = {}): AlarmDto {
  return {
    id: 'a1',
    pointId: 'p1',
    pointName: 'Seepage P1',
    projectId: 'proj-1',
    damId: 'dam-1',
    severity: 2,
    severityName: 'Warning',
    kind: 'threshold',
    state: 'active',
    acknowledged: false,
    value: 12.5,
    unit: 'L/s',
    message: 'Above upper threshold',
    raisedAt: 1_000,
    clearedAt: null,
    ackBy: null,
    ackAt: null,
    ackComment: null,
    revision: 1,
    updatedAt: 1_000,
    ...overrides,
  };
}

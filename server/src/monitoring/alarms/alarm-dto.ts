import type { Selectable } from 'kysely';
import type { AlarmTable } from '../../db/tables/alarms';
import type { AlarmView } from '../../wire/alarm';
import { isSeverity, severityNameOf, type SeverityName } from './severity';

export type AlarmRow = Selectable<AlarmTable>;

export interface PointLabel {
  name: string;
  unit: string;
}

export function toAlarmDto(row: AlarmRow, point: PointLabel, names: readonly SeverityName[]): AlarmView {
  const severity = isSeverity(row.severity) ? row.severity : 1;
  return {
    id: row.id,
    pointId: row.pointId,
    pointName: point.name,
    projectId: row.projectId,
    damId: row.damId,
    severity,
    severityName: severityNameOf(names, severity),
    severityCode: names.find((entry) => entry.severity === severity)?.code ?? '',
    kind: row.kind,
    state: row.state,
    acknowledged: row.acknowledged === 1,
    value: row.value,
    unit: point.unit,
    threshold: row.threshold,
    direction: row.direction,
    message: row.message,
    raisedAt: row.raisedAt,
    clearedAt: row.clearedAt,
    closedAt: row.closedAt,
    ackBy: row.ackBy,
    ackByUserId: row.ackByUserId,
    ackAt: row.ackAt,
    ackComment: row.ackComment,
    revision: row.revision,
    updatedAt: row.updatedAt,
  };
}

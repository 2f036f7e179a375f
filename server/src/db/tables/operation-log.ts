// Row type of the operation log (migration 2026-11-25-0007-operation-log). camelCase here; CamelCasePlugin maps it.

export interface OperationLogTable {
  id: string;
  /** Epoch ms. */
  at: number;
  /** Who made the change. */
  userId: string;
  /** The user's account at the time, so the entry stays readable after the account is renamed or deleted. */
  account: string;
  /** What was done: 'alarm.thresholds', 'alarm.rule', 'alarm.severity-names', 'alarm.sound-light'. */
  action: string;
  /** What it was done to: a point id, a project id, or 'global'. */
  targetId: string;
  projectId: string | null;
  /** The new values, JSON text. */
  detail: string;
  ipAddress: string;
}

export interface OperationLogTables {
  operationLog: OperationLogTable;
}

import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import type { AlarmTable } from '../../db/tables/alarms';
import { newId } from '../../lib/ids';
import type { AlarmChangeType, AlarmDirection, AlarmKind, AlarmLogAction } from '../../wire/alarm';
import type { AlarmRow } from './alarm-dto';
import type { Level } from './threshold-levels';

type Executor = Kysely<Database> | Transaction<Database>;

/** A level change the engine decided on; `to` 0 clears. */
export interface Transition {
  kind: AlarmKind;
  to: Level;
  /** When it happened: the reading's time, or the detection time for stale data. */
  at: number;
  value: number | null;
  threshold: number | null;
  direction: AlarmDirection | null;
  /** Why the alarm is at its new level; unused when clearing (an alarm keeps the story of why it was raised). */
  message: string;
}

export interface AlarmOwner {
  pointId: string;
  projectId: string;
  damId: string;
}

export interface AlarmChange {
  type: AlarmChangeType;
  row: AlarmRow;
}

/** The open alarm (not yet cleared-and-acknowledged) of a point and kind, locked for the rest of the transaction. */
export async function lockOpenAlarm(trx: Executor, dialect: Dialect, pointId: string, kind: AlarmKind): Promise<AlarmRow | undefined> {
  const query = trx.selectFrom('alarm').selectAll().where('pointId', '=', pointId).where('kind', '=', kind).where('closedAt', 'is', null);
  // SQLite serialises writers on its one connection; PostgreSQL needs the row lock against a concurrent acknowledge.
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function writeAlarmLog(
  trx: Executor,
  row: AlarmRow,
  action: AlarmLogAction,
  at: number,
  by: { userId: string; userName: string; comment: string } | null = null,
  value: number | null = row.value,
): Promise<void> {
  await trx
    .insertInto('alarmLog')
    .values({
      id: newId(),
      alarmId: row.id,
      at,
      action,
      severity: row.severity,
      state: row.state,
      acknowledged: row.acknowledged,
      value,
      userId: by?.userId ?? null,
      userName: by?.userName ?? null,
      comment: by?.comment ?? null,
      revision: row.revision,
    })
    .execute();
}

async function updateAlarm(trx: Executor, id: string, changes: Updateable<AlarmTable>): Promise<AlarmRow> {
  return trx
    .updateTable('alarm')
    .set((eb) => ({ ...changes, revision: eb('revision', '+', 1) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function raise(trx: Executor, owner: AlarmOwner, t: Transition, now: number): Promise<AlarmChange> {
  const row = await trx
    .insertInto('alarm')
    .values({
      id: newId(),
      pointId: owner.pointId,
      projectId: owner.projectId,
      damId: owner.damId,
      kind: t.kind,
      severity: t.to,
      state: 'active',
      acknowledged: 0,
      value: t.value,
      threshold: t.threshold,
      direction: t.direction,
      message: t.message,
      raisedAt: t.at,
      clearedAt: null,
      closedAt: null,
      ackByUserId: null,
      ackBy: null,
      ackAt: null,
      ackComment: null,
      revision: 1,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeAlarmLog(trx, row, t.kind === 'stale' ? 'stale' : 'raised', t.at);
  return { type: 'raised', row };
}

/**
 * Applies one transition to the point's open alarm of that kind, logs it and returns the change (null when the
 * database already agrees). Raising over a cleared but unacknowledged alarm reactivates it rather than opening a
 * second one; escalating an acknowledged alarm makes it unacknowledged again, because the new level needs its own
 * acknowledgement; clearing an acknowledged alarm closes it.
 */
export async function applyTransition(
  trx: Executor,
  dialect: Dialect,
  owner: AlarmOwner,
  t: Transition,
  now: number,
): Promise<AlarmChange | null> {
  const open = await lockOpenAlarm(trx, dialect, owner.pointId, t.kind);
  const described = { value: t.value, threshold: t.threshold, direction: t.direction, message: t.message, updatedAt: now };
  if (t.to === 0) {
    if (!open || open.state !== 'active') return null;
    // The alarm keeps the value that raised it; the log records the value that cleared it.
    const row = await updateAlarm(trx, open.id, {
      state: 'cleared',
      clearedAt: t.at,
      closedAt: open.acknowledged === 1 ? now : null,
      updatedAt: now,
    });
    await writeAlarmLog(trx, row, t.kind === 'stale' ? 'resumed' : 'cleared', t.at, null, t.value ?? row.value);
    return { type: 'cleared', row };
  }
  if (!open) return raise(trx, owner, t, now);
  if (open.state === 'cleared') {
    const row = await updateAlarm(trx, open.id, { ...described, severity: t.to, state: 'active', clearedAt: null });
    await writeAlarmLog(trx, row, 'reactivated', t.at);
    return { type: 'raised', row };
  }
  if (t.to === open.severity) return null;
  const escalating = t.to > open.severity;
  const ackReset = escalating ? { acknowledged: 0, ackByUserId: null, ackBy: null, ackAt: null, ackComment: null } : {};
  const row = await updateAlarm(trx, open.id, { ...described, ...ackReset, severity: t.to });
  await writeAlarmLog(trx, row, escalating ? 'escalated' : 'de-escalated', t.at);
  return { type: 'updated', row };
}

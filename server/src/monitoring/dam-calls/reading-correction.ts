import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { missing, reject } from '../../i18n/localized-error';
import { writeOperationLog } from '../../shell/operation-log';
import type { DamReading, ReadingCorrection } from '../../wire/dam-monitoring';
import { parseValues } from '../point-dto';
import { deriveValue } from '../point-channels';
import type { DamPoint } from './dam-points';

/** The operation-log action of a corrected reading. */
export const CORRECTION_ACTION = 'dam.reading-correct';

/** The corrected value and channels: `value` for a single-value point, `values` merged into a multi-value one. */
function correctedValues(point: DamPoint, old: { value: number; values: Record<string, number> | null }, body: ReadingCorrection) {
  if (point.channels.length === 0) {
    if (body.value === undefined || body.values !== undefined) throw reject('dam.correction-value-required');
    return { value: body.value, values: null };
  }
  if (body.values === undefined || Object.keys(body.values).length === 0) throw reject('dam.correction-value-required');
  const keys = new Set(point.channels.map((channel) => channel.key));
  for (const channel of Object.keys(body.values)) {
    if (!keys.has(channel)) throw reject('dam.unknown-channel', { code: point.code, channel });
  }
  const values = { ...old.values, ...body.values };
  // The stored single value follows the channels (resultant, largest movement) unless the caller set it too.
  return { value: body.value ?? deriveValue(point.type, values) ?? old.value, values };
}

/**
 * Replaces one stored reading's value (quality back to good), moves the point's latest reading with it when it is
 * the newest, and writes the operation log with the values before and after and the reason; all or nothing.
 */
export async function correctReading(
  db: Db,
  request: FastifyRequest,
  userId: string,
  point: DamPoint,
  body: ReadingCorrection,
): Promise<DamReading> {
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('reading')
      .select(['value', 'valuesJson', 'quality'])
      .where('pointId', '=', point.id)
      .where('ts', '=', body.ts)
      .executeTakeFirst();
    if (!stored) throw missing('dam.no-such-reading', { code: point.code });
    const before = { value: stored.value, values: parseValues(stored.valuesJson), quality: stored.quality };
    const after = { ...correctedValues(point, before, body), quality: 0 };
    const valuesJson = after.values ? JSON.stringify(after.values) : null;
    await trx
      .updateTable('reading')
      .set({ value: after.value, valuesJson, quality: 0 })
      .where('pointId', '=', point.id)
      .where('ts', '=', body.ts)
      .execute();
    await trx
      .updateTable('latestReading')
      .set({ value: after.value, valuesJson, quality: 0 })
      .where('pointId', '=', point.id)
      .where('ts', '=', body.ts)
      .execute();
    await writeOperationLog(trx, request, {
      userId,
      action: CORRECTION_ACTION,
      targetId: point.id,
      projectId: point.projectId,
      detail: { ts: body.ts, before, after, reason: body.reason },
    });
    return {
      pointId: point.id,
      pointCode: point.code,
      pointName: point.name,
      damId: point.damId,
      unit: point.unit,
      ts: body.ts,
      value: after.value,
      values: after.values,
      quality: 0,
    };
  });
}

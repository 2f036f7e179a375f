import type { Db } from '../db/database';
import { DEMO_DAMS, type DemoDam } from './demo-network';
import { DEFAULT_TIME_ZONE } from './local-time';

export interface SeedMonitoringResult {
  dams: number;
  points: number;
}

async function findProjectId(db: Db, dam: DemoDam): Promise<string | undefined> {
  const byCode = await db.selectFrom('project').select('id').where('enCode', '=', dam.projectEnCode).executeTakeFirst();
  if (byCode) return byCode.id;
  // Another seed may name its projects differently: take the first project of the right type.
  const byType = await db
    .selectFrom('project')
    .select('id')
    .where('projectTypeId', '=', dam.projectTypeId)
    .orderBy('sortCode')
    .orderBy('id')
    .executeTakeFirst();
  return byType?.id;
}

/**
 * Adds the demo dams and monitoring points (demo-network.ts) to the projects found by `project.en_code`
 * (QSSK-DB, LJ-HDXC; else the first project of type reservoir / river-patrol). Idempotent: rows that exist are
 * left as they are, so it can run on every start. Returns how many rows it created.
 */
export async function seedMonitoring(db: Db, now = Date.now()): Promise<SeedMonitoringResult> {
  let dams = 0;
  let points = 0;
  for (const dam of DEMO_DAMS) {
    const projectId = await findProjectId(db, dam);
    if (!projectId) continue;
    await db.transaction().execute(async (trx) => {
      const { points: demoPoints, projectEnCode: _code, projectTypeId: _type, ...damRow } = dam;
      const insertedDam = await trx
        .insertInto('dam')
        .values({ ...damRow, projectId, timeZone: DEFAULT_TIME_ZONE, sortCode: dams + 1, enabledMark: 1, createdAt: now, updatedAt: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      dams += Number(insertedDam.numInsertedOrUpdatedRows ?? 0);
      const rows = demoPoints.map(({ thresholds: _thresholds, channels, ...pointRow }, index) => ({
        ...pointRow,
        projectId,
        damId: dam.id,
        channels: JSON.stringify(channels),
        remark: '',
        sortCode: (index + 1) * 10,
        enabledMark: 1,
        createdAt: now,
        updatedAt: now,
      }));
      const insertedPoints = await trx
        .insertInto('monitoringPoint')
        .values(rows)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      points += insertedPoints.reduce((sum, result) => sum + Number(result.numInsertedOrUpdatedRows ?? 0), 0);
    });
  }
  return { dams, points };
}

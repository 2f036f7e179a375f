import type { Db } from '../../../server/src/db/database';
import type { DamType } from '../../../server/src/db/tables/monitoring';

/** One dam with coordinates and none of its optional levels: what the monitoring and hub suites need of a dam. */
export async function insertTestDam(
  db: Db,
  dam: { id: string; projectId: string; name: string; damType?: DamType; now: number },
): Promise<void> {
  await db
    .insertInto('dam')
    .values({
      id: dam.id,
      projectId: dam.projectId,
      code: dam.id,
      name: dam.name,
      damType: dam.damType ?? 'earth-rockfill',
      latitude: 30,
      longitude: 120,
      crestElevation: null,
      crestLength: null,
      maxHeight: null,
      normalPoolLevel: null,
      floodLimitLevel: null,
      designFloodLevel: null,
      checkFloodLevel: null,
      deadLevel: null,
      totalCapacity: null,
      createdAt: dam.now,
      updatedAt: dam.now,
    })
    .execute();
}

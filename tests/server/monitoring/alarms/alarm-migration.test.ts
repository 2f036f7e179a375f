import { describe, expect, it } from 'vitest';
import { down, up } from '../../../../server/src/db/migrations/2026-11-22-0003-alarms';
import { createTestApp } from '../../support/test-app';
import { closeQuietly } from './alarm-fixture';
import { insertTestDam } from '../../support/insert-test-dam';

const TABLES = ['alarm', 'alarm_log', 'alarm_severity_name', 'point_alarm_rule', 'point_threshold', 'sound_light'];

describe('alarms migration', () => {
  it('goes down and up again, and allows one open alarm per point and kind', async () => {
    const ctx = await createTestApp({}, { seed: false });
    try {
      const db = ctx.database.db;
      const names = async () => (await ctx.database.db.introspection.getTables()).map((table) => table.name);
      expect(await names()).toEqual(expect.arrayContaining(TABLES));
      await down(db);
      expect((await names()).filter((name) => TABLES.includes(name))).toEqual([]);
      await up(db);
      expect(await names()).toEqual(expect.arrayContaining(TABLES));

      const now = Date.now();
      await ctx.database.db
        .insertInto('organize')
        .values({ id: 'o', parentId: '-1', category: 'company', enCode: 'o', fullName: 'o', createdAt: now })
        .execute();
      await ctx.database.db
        .insertInto('project')
        .values({
          id: 'p',
          organizeId: 'o',
          enCode: 'p',
          fullName: 'p',
          projectTypeId: 'reservoir',
          groupName: 'g',
          latitude: 30,
          longitude: 120,
          createdAt: now,
        })
        .execute();
      await insertTestDam(ctx.database.db, { id: 'd', projectId: 'p', name: 'd', damType: 'arch', now });
      await ctx.database.db
        .insertInto('monitoringPoint')
        .values({
          id: 'm',
          projectId: 'p',
          damId: 'd',
          code: 'm',
          name: 'm',
          type: 'water-level',
          unit: 'm',
          latitude: 30,
          longitude: 120,
          elevation: null,
          rangeMin: null,
          rangeMax: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      const alarm = (id: string, closedAt: number | null) => ({
        id,
        pointId: 'm',
        projectId: 'p',
        damId: 'd',
        kind: 'threshold' as const,
        severity: 1,
        state: 'cleared' as const,
        value: 1,
        threshold: 0,
        direction: null,
        raisedAt: now,
        clearedAt: now,
        closedAt,
        ackByUserId: null,
        ackBy: null,
        ackAt: null,
        ackComment: null,
        updatedAt: now,
      });
      await ctx.database.db
        .insertInto('alarm')
        .values([alarm('a1', now), alarm('a2', now), alarm('a3', null)])
        .execute();
      await expect(ctx.database.db.insertInto('alarm').values(alarm('a4', null)).execute()).rejects.toThrow();
    } finally {
      await closeQuietly(ctx);
    }
  });
});

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, paged } from '../../lib/envelope';
import { assertKind, damPointsInScope, findDamPoint, typesOfKind, type DamPointKind } from '../../monitoring/dam-calls/dam-points';
import { assertDamWrite, DAM_MENU, type DamMenu } from '../../monitoring/dam-calls/dam-rights';
import { correctReading } from '../../monitoring/dam-calls/reading-correction';
import { listReadings } from '../../monitoring/dam-calls/reading-list';
import { DEFAULT_WINDOW_MS, resolveRange } from '../../monitoring/dam-calls/time-range';
import { currentUserId } from '../../shell/current-user-id';
import { DAM_READING, READING_CORRECTION, READING_LIST_QUERY } from '../../wire/dam-monitoring';
import { envelopeOf, pagedEnvelopeOf } from '../../wire/envelope';
import { listPaging } from './list-paging';

interface ReadingArea {
  /** The seed's path, e.g. /dmsRealFlow/dmsRealFlow. */
  base: string;
  kind: DamPointKind;
  /** The page whose btn_edit grants corrections. */
  menu: DamMenu;
}

/**
 * `GET {base}/list` (stored readings of the kind's points, newest first, the 30 days before `to` unless `from` says
 * otherwise, so a list never sorts a whole history) and `PUT {base}` (correct one reading, with a reason).
 */
function readingRoutes(area: ReadingArea): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      `${area.base}/list`,
      { schema: { querystring: READING_LIST_QUERY, response: { 200: pagedEnvelopeOf(DAM_READING) } } },
      async (request) => {
        const query = request.query;
        const types = query.type ? typesOfKind(area.kind).filter((type) => type === query.type) : typesOfKind(area.kind);
        const points = await damPointsInScope(app.db, currentUserId(request), query, area.kind, types);
        const to = query.to ?? Date.now();
        const range = resolveRange({ from: query.from ?? Math.max(0, to - DEFAULT_WINDOW_MS), to });
        const page = listPaging(query);
        const { total, list } = await listReadings(app.db, points, { ...range, quality: query.quality, ...page });
        return paged(list, page.currentPage, page.pageSize, total);
      },
    );

    app.put(area.base, { schema: { body: READING_CORRECTION, response: { 200: envelopeOf(DAM_READING) } } }, async (request) => {
      const userId = currentUserId(request);
      const point = await findDamPoint(app.db, { id: request.body.pointId });
      await assertDamWrite(app.db, userId, point.projectId, area.menu);
      assertKind(point, area.kind);
      const corrected = await correctReading(app.db, request, userId, point, request.body);
      request.log.info({ pointId: point.id, ts: request.body.ts, userId }, 'reading corrected');
      return ok(corrected);
    });
  };
}

/** Seepage flow (dmsRealFlow), osmotic pressure (seepagePressure) and displacement (displacementData) readings. */
export const readingAreaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(readingRoutes({ base: '/dmsRealFlow/dmsRealFlow', kind: 'seepage-flow', menu: DAM_MENU.seepage }));
  await app.register(readingRoutes({ base: '/seepagePressure/seepagePressure', kind: 'osmotic-pressure', menu: DAM_MENU.seepage }));
  await app.register(readingRoutes({ base: '/displacementData/displacementData', kind: 'displacement', menu: DAM_MENU.displacement }));
};

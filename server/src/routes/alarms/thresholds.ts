import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { assertAlarmRead, assertAlarmWrite } from '../../monitoring/alarms/alarm-permissions';
import { requireAlarmSettingsRight } from '../../monitoring/alarms/alarm-setting-rights';
import { loadThresholds } from '../../monitoring/alarms/point-config';
import { findPointRef, saveThresholds } from '../../monitoring/alarms/point-settings-repo';
import { loadSeverityNames } from '../../monitoring/alarms/severity-names-repo';
import type { SeverityName } from '../../monitoring/alarms/severity';
import type { Threshold } from '../../monitoring/alarms/threshold-levels';
import { validateThresholds } from '../../monitoring/alarms/threshold-validation';
import { currentUserId } from '../../shell/current-user-id';
import { writeOperationLog } from '../../shell/operation-log';
import { wrapBareList } from './wrap-bare-list';
import { POINT_THRESHOLDS } from '../../wire/alarm-settings';
import { CACHE_BUSTER_QUERY, envelopeOf } from '../../wire/envelope';

const LIMIT = Type.Optional(Type.Union([Type.Number(), Type.Null()]));
const ENTRY = Type.Object({ severity: Type.Integer(), upper: LIMIT, lower: LIMIT }, { additionalProperties: false });
const RESPONSE = { 200: envelopeOf(POINT_THRESHOLDS) };
const PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** The contract's `{ severity, upper?, lower? }` (absent sides omitted) plus the level's display name and code. */
function present(list: readonly Threshold[], names: readonly SeverityName[]) {
  return list.map((entry) => {
    const name = names.find((candidate) => candidate.severity === entry.severity);
    return {
      severity: entry.severity,
      ...(entry.upper === null ? {} : { upper: entry.upper }),
      ...(entry.lower === null ? {} : { lower: entry.lower }),
      severityName: name?.name ?? String(entry.severity),
      severityCode: name?.code ?? '',
    };
  });
}

/**
 * GET /monitoring/points/{id}/thresholds -> `data.list[{ severity, upper?, lower?, severityName, severityCode }]`.
 * PUT the same list (as `{ list }` or a bare array) to replace them all; an empty list removes them.
 */
export const thresholdsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/monitoring/points/:id/thresholds',
    { schema: { params: PARAMS, querystring: Type.Object(CACHE_BUSTER_QUERY), response: RESPONSE } },
    async (request) => {
      const point = await findPointRef(app.db, request.params.id);
      await assertAlarmRead(app.db, currentUserId(request), point.projectId);
      const [list, names] = await Promise.all([loadThresholds(app.db, point.id), loadSeverityNames(app.db, point.projectId)]);
      return ok({ pointId: point.id, unit: point.unit, list: present(list, names) });
    },
  );

  app.put(
    '/monitoring/points/:id/thresholds',
    {
      preValidation: wrapBareList,
      schema: {
        params: PARAMS,
        body: Type.Object({ list: Type.Array(ENTRY, { maxItems: 4 }) }, { additionalProperties: false }),
        response: RESPONSE,
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const point = await findPointRef(app.db, request.params.id);
      await assertAlarmWrite(app.db, userId, point.projectId);
      await requireAlarmSettingsRight(app.db, userId);
      const list = validateThresholds(request.body.list);
      const saved = await saveThresholds(app.db, point.id, list, userId, Date.now());
      app.alarmEngine.invalidatePoint(point.id);
      await writeOperationLog(app.db, request, {
        userId,
        action: 'alarm.thresholds',
        targetId: point.id,
        projectId: point.projectId,
        detail: saved,
      });
      request.log.info({ pointId: point.id, userId, thresholds: saved }, 'point thresholds changed');
      return ok({ pointId: point.id, unit: point.unit, list: present(saved, await loadSeverityNames(app.db, point.projectId)) });
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database';
import { reject } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { assertAlarmRead, assertAlarmWrite } from '../../monitoring/alarms/alarm-permissions';
import { requireAlarmSettingsRight } from '../../monitoring/alarms/alarm-setting-rights';
import { staleAfterMs, type AlarmRule } from '../../monitoring/alarms/alarm-rules';
import { loadRule } from '../../monitoring/alarms/point-config';
import { findPointRef, saveRule } from '../../monitoring/alarms/point-settings-repo';
import { currentUserId } from '../../shell/current-user-id';
import { writeOperationLog } from '../../shell/operation-log';
import { ALARM_RULE_VIEW } from '../../wire/alarm-settings';
import { CACHE_BUSTER_QUERY, envelopeOf } from '../../wire/envelope';

const PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const SEVERITY = Type.Integer({ minimum: 1, maximum: 4 });
const BODY = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    debounceCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
    hysteresisMode: Type.Optional(Type.Union([Type.Literal('absolute'), Type.Literal('fraction')])),
    hysteresis: Type.Optional(Type.Number({ minimum: 0 })),
    rateLimit: Type.Optional(Type.Union([Type.Number({ exclusiveMinimum: 0 }), Type.Null()])),
    rateWindowSeconds: Type.Optional(Type.Integer({ minimum: 60, maximum: 7 * 86_400 })),
    rateSeverity: Type.Optional(SEVERITY),
    staleAfterSeconds: Type.Optional(Type.Union([Type.Integer({ minimum: 60, maximum: 30 * 86_400 }), Type.Null()])),
    staleSeverity: Type.Optional(SEVERITY),
  },
  { additionalProperties: false },
);
const RESPONSE = { 200: envelopeOf(ALARM_RULE_VIEW) };

async function present(db: Db, pointId: string, rule: AlarmRule) {
  const point = await db.selectFrom('monitoringPoint').select('intervalSeconds').where('id', '=', pointId).executeTakeFirst();
  return { pointId, ...rule, effectiveStaleAfterSeconds: Math.round(staleAfterMs(rule, (point?.intervalSeconds ?? 0) * 1000) / 1000) };
}

/**
 * GET /monitoring/points/{id}/alarm-rules -> the point's rule (defaults when never set) with the stale window in
 * force. PUT any subset of the fields to change them; the rest keep their values.
 */
export const alarmRulesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/monitoring/points/:id/alarm-rules',
    { schema: { params: PARAMS, querystring: Type.Object(CACHE_BUSTER_QUERY), response: RESPONSE } },
    async (request) => {
      const point = await findPointRef(app.db, request.params.id);
      await assertAlarmRead(app.db, currentUserId(request), point.projectId);
      return ok(await present(app.db, point.id, await loadRule(app.db, point.id)));
    },
  );

  app.put('/monitoring/points/:id/alarm-rules', { schema: { params: PARAMS, body: BODY, response: RESPONSE } }, async (request) => {
    const userId = currentUserId(request);
    const point = await findPointRef(app.db, request.params.id);
    await assertAlarmWrite(app.db, userId, point.projectId);
    await requireAlarmSettingsRight(app.db, userId);
    const current = await loadRule(app.db, point.id);
    const body = request.body;
    const next: AlarmRule = {
      enabled: body.enabled ?? current.enabled,
      debounceCount: body.debounceCount ?? current.debounceCount,
      hysteresisMode: body.hysteresisMode ?? current.hysteresisMode,
      hysteresis: body.hysteresis ?? current.hysteresis,
      rateLimit: body.rateLimit === undefined ? current.rateLimit : body.rateLimit,
      rateWindowSeconds: body.rateWindowSeconds ?? current.rateWindowSeconds,
      rateSeverity: (body.rateSeverity ?? current.rateSeverity) as AlarmRule['rateSeverity'],
      staleAfterSeconds: body.staleAfterSeconds === undefined ? current.staleAfterSeconds : body.staleAfterSeconds,
      staleSeverity: (body.staleSeverity ?? current.staleSeverity) as AlarmRule['staleSeverity'],
    };
    // A deadband of half the limit or more would hold an alarm long after the value had returned to normal.
    if (next.hysteresisMode === 'fraction' && next.hysteresis >= 0.5) throw reject('alarms.hysteresis-fraction');
    const saved = await saveRule(app.db, point.id, next, userId, Date.now());
    app.alarmEngine.invalidatePoint(point.id);
    await writeOperationLog(app.db, request, {
      userId,
      action: 'alarm.rule',
      targetId: point.id,
      projectId: point.projectId,
      detail: saved,
    });
    request.log.info({ pointId: point.id, userId, rule: saved }, 'point alarm rule changed');
    return ok(await present(app.db, point.id, saved));
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { missing, reject } from '../../i18n/localized-error';
import { assertAlarmRead, assertAlarmWrite } from '../../monitoring/alarms/alarm-permissions';
import { requireAlarmSettingsRight } from '../../monitoring/alarms/alarm-setting-rights';
import { isSeverity } from '../../monitoring/alarms/severity';
import { loadSeverityNames, saveSeverityNames } from '../../monitoring/alarms/severity-names-repo';
import { currentUserId } from '../../shell/current-user-id';
import { writeOperationLog } from '../../shell/operation-log';
import { wrapBareList } from './wrap-bare-list';
import { SEVERITY_NAME_LIST } from '../../wire/alarm-settings';
import { CACHE_BUSTER_QUERY, envelopeOf } from '../../wire/envelope';

const PARAMS = Type.Object({ projectId: Type.String({ minLength: 1, maxLength: 64 }) });
const ENTRY = Type.Object(
  {
    severity: Type.Integer(),
    name: Type.String({ maxLength: 100 }),
    code: Type.Optional(Type.String({ maxLength: 20, pattern: '^[a-z][a-z0-9-]*$' })),
    color: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' })),
  },
  { additionalProperties: false },
);
const RESPONSE = { 200: envelopeOf(SEVERITY_NAME_LIST) };
const NAME_MAX = 20;

/**
 * GET /monitoring/projects/{projectId}/severity-names -> `data.list[{ severity, code, name, color }]`, all four
 * levels (defaults 蓝色/黄色/橙色/红色, codes blue/yellow/orange/red). PUT `{ list }` with the levels to rename;
 * code and color keep their values when left out. Names are trimmed, 1..20 characters, distinct within the project.
 */
export const severityNamesRoute: FastifyPluginAsyncTypebox = async (app) => {
  async function requireProject(projectId: string): Promise<void> {
    const project = await app.db.selectFrom('project').select('id').where('id', '=', projectId).executeTakeFirst();
    if (!project) throw missing('monitoring.no-such-project');
  }

  app.get(
    '/monitoring/projects/:projectId/severity-names',
    { schema: { params: PARAMS, querystring: Type.Object(CACHE_BUSTER_QUERY), response: RESPONSE } },
    async (request) => {
      const { projectId } = request.params;
      await requireProject(projectId);
      await assertAlarmRead(app.db, currentUserId(request), projectId);
      return ok({ list: await loadSeverityNames(app.db, projectId) });
    },
  );

  app.put(
    '/monitoring/projects/:projectId/severity-names',
    {
      preValidation: wrapBareList,
      schema: {
        params: PARAMS,
        body: Type.Object({ list: Type.Array(ENTRY, { minItems: 1, maxItems: 4 }) }, { additionalProperties: false }),
        response: RESPONSE,
      },
    },
    async (request) => {
      const { projectId } = request.params;
      const userId = currentUserId(request);
      await requireProject(projectId);
      await assertAlarmWrite(app.db, userId, projectId);
      await requireAlarmSettingsRight(app.db, userId);
      const current = await loadSeverityNames(app.db, projectId);
      const seen = new Set<number>();
      const entries = request.body.list.map((entry) => {
        if (!isSeverity(entry.severity)) throw reject('alarms.severity-range', { severity: entry.severity });
        if (seen.has(entry.severity)) throw reject('alarms.severity-repeated', { severity: entry.severity });
        seen.add(entry.severity);
        const name = entry.name.trim();
        if (name.length === 0) throw reject('alarms.name-empty', { severity: entry.severity });
        if ([...name].length > NAME_MAX) throw reject('alarms.name-too-long', { severity: entry.severity, max: NAME_MAX });
        const before = current.find((level) => level.severity === entry.severity);
        return { severity: entry.severity, name, code: entry.code ?? before?.code ?? '', color: entry.color ?? before?.color ?? '#8c8c8c' };
      });
      const merged = current.map((level) => entries.find((entry) => entry.severity === level.severity) ?? level);
      if (new Set(merged.map((level) => level.name)).size !== merged.length) throw reject('alarms.name-repeated');
      if (new Set(merged.map((level) => level.code)).size !== merged.length) throw reject('alarms.code-repeated');
      const saved = await saveSeverityNames(app.db, projectId, entries, Date.now());
      app.alarmEngine.invalidateProject(projectId);
      await writeOperationLog(app.db, request, { userId, action: 'alarm.severity-names', targetId: projectId, projectId, detail: entries });
      return ok({ list: saved });
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { invalid, notFound, ok } from '../../lib/envelope';
import { assertAlarmRead, assertAlarmWrite } from '../../monitoring/alarms/alarm-permissions';
import { isSeverity } from '../../monitoring/alarms/severity';
import { loadSeverityNames, saveSeverityNames } from '../../monitoring/alarms/severity-names-repo';
import { currentUserId } from '../../shell/current-user-id';
import { wrapBareList } from './wrap-bare-list';

const PARAMS = Type.Object({ projectId: Type.String({ minLength: 1, maxLength: 64 }) });
const ENTRY = Type.Object({
  severity: Type.Integer(),
  name: Type.String({ maxLength: 100 }),
  code: Type.Optional(Type.String({ maxLength: 20, pattern: '^[a-z][a-z0-9-]*$' })),
  color: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' })),
});
const NAME_MAX = 20;

/**
 * GET /monitoring/projects/{projectId}/severity-names -> `data.list[{ severity, code, name, color }]`, all four
 * levels (defaults 蓝色/黄色/橙色/红色, codes blue/yellow/orange/red). PUT `{ list }` with the levels to rename;
 * code and color keep their values when left out. Names are trimmed, 1..20 characters, distinct within the project.
 */
export const severityNamesRoute: FastifyPluginAsyncTypebox = async (app) => {
  async function requireProject(projectId: string): Promise<void> {
    const project = await app.db.selectFrom('project').select('id').where('id', '=', projectId).executeTakeFirst();
    if (!project) throw notFound('No such project');
  }

  app.get('/monitoring/projects/:projectId/severity-names', { preHandler: app.requireAuth, schema: { params: PARAMS } }, async (request) => {
    const { projectId } = request.params;
    await requireProject(projectId);
    await assertAlarmRead(app.db, currentUserId(request), projectId);
    return ok({ list: await loadSeverityNames(app.db, projectId) });
  });

  app.put(
    '/monitoring/projects/:projectId/severity-names',
    {
      preHandler: app.requireAuth,
      preValidation: wrapBareList,
      schema: { params: PARAMS, body: Type.Object({ list: Type.Array(ENTRY, { minItems: 1, maxItems: 4 }) }) },
    },
    async (request) => {
      const { projectId } = request.params;
      const userId = currentUserId(request);
      await requireProject(projectId);
      await assertAlarmWrite(app.db, userId, projectId);
      const current = await loadSeverityNames(app.db, projectId);
      const seen = new Set<number>();
      const entries = request.body.list.map((entry) => {
        if (!isSeverity(entry.severity)) throw invalid(`severity must be 1, 2, 3 or 4 (got ${entry.severity})`);
        if (seen.has(entry.severity)) throw invalid(`severity ${entry.severity} is listed more than once`);
        seen.add(entry.severity);
        const name = entry.name.trim();
        if (name.length === 0) throw invalid(`name of severity ${entry.severity} must not be empty`);
        if ([...name].length > NAME_MAX) throw invalid(`name of severity ${entry.severity} must be at most ${NAME_MAX} characters`);
        const before = current.find((level) => level.severity === entry.severity);
        return { severity: entry.severity, name, code: entry.code ?? before?.code ?? '', color: entry.color ?? before?.color ?? '#8c8c8c' };
      });
      const merged = current.map((level) => entries.find((entry) => entry.severity === level.severity) ?? level);
      for (const field of ['name', 'code'] as const) {
        if (new Set(merged.map((level) => level[field])).size !== merged.length) throw invalid(`each severity needs its own ${field}`);
      }
      const saved = await saveSeverityNames(app.db, projectId, entries, Date.now());
      app.alarmEngine.invalidateProject(projectId);
      return ok({ list: saved });
    },
  );
};

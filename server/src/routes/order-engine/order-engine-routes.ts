import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readableProject } from '../../cockpit/readable-project';
import { LocalizedError } from '../../i18n/localized-error';
import { CODE, ok } from '../../lib/envelope';
import { projectTimeZone } from '../../monitoring/project-time-zone';
import { planPreview } from '../../orders/schedule/plan-preview';
import { currentUserId } from '../../shell/current-user-id';
import { envelopeOf } from '../../wire/envelope';
import { DEFAULT_J_REQUEST, ORDER_PREVIEW } from '../../wire/schedules';

/**
 * The order engine under /api/order/engine (seed 001 section 7). The schedule preview needs a session only (every
 * planner may see what a plan would create); with a projectId, the caller must be able to read that project, whose
 * zone counts the days.
 */
export const orderEngineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/order/engine/defaultJ',
    { schema: { body: DEFAULT_J_REQUEST, response: { 200: envelopeOf(ORDER_PREVIEW) } } },
    async (request) => {
      const userId = currentUserId(request);
      const { projectId } = request.body;
      if (projectId) await readableProject(app.db, userId, projectId);
      const preview = planPreview(request.body, await projectTimeZone(app.db, projectId));
      if (!preview.ok) {
        // The field goes in data, so a form can put the message beside it (contract section 1 allows field detail).
        const { key, params, field } = preview.problem;
        throw new LocalizedError(preview.kind === 'rule' ? CODE.BAD_REQUEST : CODE.VALIDATION, key, params, { field });
      }
      return ok(preview.rows);
    },
  );
};

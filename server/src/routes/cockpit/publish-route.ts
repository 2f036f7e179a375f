import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { builtinLayout } from '../../cockpit/builtin-layout';
import { findLayout, publishLayout, unpublish } from '../../cockpit/layout-store';
import { parseStoredGrid } from '../../cockpit/stored-layout';
import { deny, missing, refuse } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { loadProjectAccess } from '../../monitoring/project-access';
import { currentUserId } from '../../shell/current-user-id';
import { BUILTIN_LAYOUT_PREFIX } from '../../wire/cockpit-grid';
import { COCKPIT_LAYOUT, COCKPIT_LAYOUT_PARAMS } from '../../wire/cockpit';
import { envelopeOf, NO_BODY } from '../../wire/envelope';
import { readableProject } from '../../cockpit/readable-project';
import { builtinName, layoutAnswerer } from './layout-answer';

/**
 * `POST /api/cockpit/layouts/{id}/Actions/Publish`, administrators only (checked before anything is looked up, so the
 * answer to anyone else says nothing of which ids exist). Publishing one's own layout (or the current default) makes a
 * copy of it the project's default; publishing `builtin-<projectId>` withdraws the published one, so the built-in
 * layout is the default again.
 */
export const publishRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/cockpit/layouts/:id/Actions/Publish',
    { schema: { params: COCKPIT_LAYOUT_PARAMS, body: NO_BODY, response: { 200: envelopeOf(COCKPIT_LAYOUT) } } },
    async (request) => {
      const userId = currentUserId(request);
      const { id } = request.params;
      if (!(await loadProjectAccess(app.db, userId)).isAdministrator) throw deny('cockpit.publish-admin-only');
      if (id.startsWith(BUILTIN_LAYOUT_PREFIX)) {
        const projectId = id.slice(BUILTIN_LAYOUT_PREFIX.length);
        await readableProject(app.db, userId, projectId);
        await unpublish(app.db, projectId);
        return ok(await builtinLayout(app.db, projectId, builtinName(request)));
      }
      const row = await findLayout(app.db, id);
      if (!row || (row.scope === 'user' && row.ownerId !== userId)) throw missing('cockpit.no-such-layout');
      await readableProject(app.db, userId, row.projectId);
      if (!parseStoredGrid(row)) throw refuse('cockpit.unreadable');
      const published = await publishLayout(app.db, row, userId);
      return ok(await layoutAnswerer(app.db, request.log, row.projectId, builtinName(request)).answer(published, true));
    },
  );
};

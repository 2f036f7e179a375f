import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CockpitLayoutRow } from '../../cockpit/cockpit-table';
import { assertLayoutHolds } from '../../cockpit/layout-checks';
import { deleteLayout, findLayout, findPublished, insertOwnLayout, listOwn, updateLayout } from '../../cockpit/layout-store';
import type { Db } from '../../db/database';
import { deny, missing, refuse } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { loadProjectAccess } from '../../monitoring/project-access';
import { currentUserId } from '../../shell/current-user-id';
import { BUILTIN_LAYOUT_PREFIX } from '../../wire/cockpit-grid';
import {
  COCKPIT_LAYOUT,
  COCKPIT_LAYOUT_CREATE_REQUEST,
  COCKPIT_LAYOUT_LIST,
  COCKPIT_LAYOUT_PARAMS,
  COCKPIT_LAYOUT_UPDATE_REQUEST,
  COCKPIT_PROJECT_QUERY,
} from '../../wire/cockpit';
import { EMPTY_ENVELOPE, envelopeOf } from '../../wire/envelope';
import { readableProject } from '../../cockpit/readable-project';
import { builtinName, layoutAnswerer } from './layout-answer';

// GET/POST /api/cockpit/layouts and PUT/DELETE /api/cockpit/layouts/{id} (issue 11 item 2, server/README.md "Cockpit").
// A caller sees the project's default and his own layouts, never another person's: a layout that is not his answers
// 404 exactly as one that does not exist.

/**
 * The stored layout `id` if the caller may change it: his own, or the published one for an administrator who may read
 * its project. Others' layouts answer 404; the published one 403 for anyone else (everyone sees it, so it is no secret).
 */
async function changeableLayout(db: Db, userId: string, id: string): Promise<CockpitLayoutRow> {
  if (id.startsWith(BUILTIN_LAYOUT_PREFIX)) throw refuse('cockpit.builtin-read-only');
  const row = await findLayout(db, id);
  if (!row) throw missing('cockpit.no-such-layout');
  if (row.scope === 'user') {
    if (row.ownerId !== userId) throw missing('cockpit.no-such-layout');
    await readableProject(db, userId, row.projectId);
    return row;
  }
  const access = await loadProjectAccess(db, userId);
  await readableProject(db, userId, row.projectId).catch(() => {
    throw missing('cockpit.no-such-layout');
  });
  if (!access.isAdministrator) throw deny('cockpit.edit-published-admin-only');
  return row;
}

export const layoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/cockpit/layouts',
    { schema: { querystring: COCKPIT_PROJECT_QUERY, response: { 200: envelopeOf(COCKPIT_LAYOUT_LIST) } } },
    async (request) => {
      const userId = currentUserId(request);
      const { projectId } = request.query;
      await readableProject(app.db, userId, projectId);
      const { builtin, answer } = layoutAnswerer(app.db, request.log, projectId, builtinName(request));
      const [published, own] = await Promise.all([findPublished(app.db, projectId), listOwn(app.db, projectId, userId)]);
      const head = published ? await answer(published, true) : await builtin();
      return ok({ list: [head, ...(await Promise.all(own.map((row) => answer(row, false))))] });
    },
  );

  app.post(
    '/cockpit/layouts',
    { schema: { body: COCKPIT_LAYOUT_CREATE_REQUEST, response: { 200: envelopeOf(COCKPIT_LAYOUT) } } },
    async (request) => {
      const userId = currentUserId(request);
      const { projectId, ...content } = request.body;
      await readableProject(app.db, userId, projectId);
      await assertLayoutHolds(app.db, projectId, content.widgets, content.layouts);
      const row = await insertOwnLayout(app.db, projectId, userId, content);
      return ok(await layoutAnswerer(app.db, request.log, projectId, builtinName(request)).answer(row, false));
    },
  );

  app.put(
    '/cockpit/layouts/:id',
    { schema: { params: COCKPIT_LAYOUT_PARAMS, body: COCKPIT_LAYOUT_UPDATE_REQUEST, response: { 200: envelopeOf(COCKPIT_LAYOUT) } } },
    async (request) => {
      const row = await changeableLayout(app.db, currentUserId(request), request.params.id);
      await assertLayoutHolds(app.db, row.projectId, request.body.widgets, request.body.layouts);
      const saved = await updateLayout(app.db, row, request.body);
      return ok(await layoutAnswerer(app.db, request.log, row.projectId, builtinName(request)).answer(saved, saved.scope === 'project'));
    },
  );

  app.delete('/cockpit/layouts/:id', { schema: { params: COCKPIT_LAYOUT_PARAMS, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    const row = await changeableLayout(app.db, currentUserId(request), request.params.id);
    await deleteLayout(app.db, row.id);
    return ok();
  });
};

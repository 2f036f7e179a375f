import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mapConfig } from '../../cockpit/map-config';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { COCKPIT_MAP_CONFIG, COCKPIT_PROJECT_QUERY } from '../../wire/cockpit';
import { envelopeOf } from '../../wire/envelope';
import { readableProject } from '../../cockpit/readable-project';

/** `GET /api/cockpit/map?projectId`: base-map styles, dam outlines, centre and zoom (issue 11 item 4). */
export const mapRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/cockpit/map',
    { schema: { querystring: COCKPIT_PROJECT_QUERY, response: { 200: envelopeOf(COCKPIT_MAP_CONFIG) } } },
    async (request) => {
      await readableProject(app.db, currentUserId(request), request.query.projectId);
      return ok(await mapConfig(app.db, app.config, request.query.projectId));
    },
  );
};

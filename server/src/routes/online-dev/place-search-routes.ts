import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestLanguage } from '../../i18n/request-language';
import { translate } from '../../i18n/server-i18n';
import { badRequest, ok } from '../../lib/envelope';
import { assertProjectAccess, visibleProjectIds } from '../../monitoring/project-access';
import { createGeocoder } from '../../providers/geocoder/create-geocoder';
import { GeocoderUnavailable } from '../../providers/geocoder/geocoder';
import { currentUserId } from '../../shell/current-user-id';
import { envelopeOf } from '../../wire/envelope';
import { PLACE_SEARCH, PLACE_SEARCH_QUERY } from '../../wire/visualdev';

/**
 * GET /api/visualdev/Location/Search?keyword&projectId: the location picker's search by address name. Any signed-in
 * person filling a form may search; the embedded geocoder answers only places of the projects he may see (`projectId`
 * narrows to one, 403 for a stranger's). A remote service that fails answers 400 saying so.
 */
export const placeSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const geocoder = createGeocoder(app.config, app.db);
  app.get(
    '/visualdev/Location/Search',
    { schema: { querystring: PLACE_SEARCH_QUERY, response: { 200: envelopeOf(PLACE_SEARCH) } } },
    async (request) => {
      const userId = currentUserId(request);
      const { keyword, projectId } = request.query;
      if (projectId) await assertProjectAccess(app.db, userId, projectId);
      const projectIds = projectId ? [projectId] : await visibleProjectIds(app.db, userId);
      const language = requestLanguage(request);
      const words = keyword.trim();
      if (!words) return ok({ list: [] });
      try {
        return ok({ list: await geocoder.search(words, { projectIds, language }) });
      } catch (error) {
        if (!(error instanceof GeocoderUnavailable)) throw error;
        request.log.warn({ err: error, geocoder: geocoder.name }, 'place search failed');
        throw badRequest(translate(language, 'online-dev.place-search-unavailable'));
      }
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { CACHE_BUSTER_QUERY, envelopeOf } from '../../wire/envelope';

/** sys_config key holding the mobile app's download address; see server/docs/current-user.md. */
export const APP_DOWNLOAD_URL_KEY = 'appDownloadUrl';

/**
 * GET /api/busProject/BusProject/getAppCode: the text behind the "download the mobile app" QR code. Public: it is shown
 * to anyone holding the console anyway. Without a configured download address the QR opens this console, which has a
 * mobile layout.
 */
export const appCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/busProject/BusProject/getAppCode',
    { schema: { querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(Type.String()) } } },
    async (request) => {
      const row = await app.db.selectFrom('sysConfig').select('value').where('key', '=', APP_DOWNLOAD_URL_KEY).executeTakeFirst();
      const configured = row?.value.trim();
      return ok(configured ? configured : `${request.protocol}://${request.host}/`);
    },
  );
};

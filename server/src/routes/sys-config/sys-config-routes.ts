import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { CACHE_BUSTER_QUERY, envelopeOf } from '../../wire/envelope';
import { SITE_CONFIG } from '../../wire/site-config';
import { readSiteConfig } from './site-config';

/** GET /api/system/SysConfig: public, because the login page shows the title, logos and copyright. */
export const sysConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/SysConfig',
    { schema: { querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(SITE_CONFIG) } } },
    async () => ok(await readSiteConfig(app.db)),
  );
};

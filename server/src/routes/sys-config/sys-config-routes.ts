import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { CACHE_BUSTER_QUERY, envelopeOf } from '../../wire/envelope';
import { SITE_CONFIG } from '../../wire/site-config';
import { readSiteConfig } from './site-config';
import type { Db } from '../../db/database';
import { cachedAnswer } from '../cached-answer';

/** The public settings as sent: asked by every login page and console load. Retired by any settings write. */
const siteConfigAnswer = cachedAnswer({ tables: ['sysConfig'], maxEntries: 1, ttlMs: 5 * 60_000 }, async (db: Db, _whole: 'all') =>
  ok(await readSiteConfig(db)),
);

/** GET /api/system/SysConfig: public, because the login page shows the title, logos and copyright. */
export const sysConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/SysConfig',
    { schema: { querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(SITE_CONFIG) } } },
    async (_request, reply) => siteConfigAnswer(reply, app.db, 'all'),
  );
};

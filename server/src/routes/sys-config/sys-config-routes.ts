import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { readSiteConfig } from './site-config';

/** GET /api/system/SysConfig: public, because the login page shows the title, logos and copyright. */
export const sysConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/system/SysConfig', async () => ok(await readSiteConfig(app.db)));
};

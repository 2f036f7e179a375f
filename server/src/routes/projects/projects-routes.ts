import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { groupProjectOptions } from './project-options';
import { listVisibleProjects } from './project-repository';

/** sys_config key holding the mobile app's download address; see server/docs/current-user.md. */
export const APP_DOWNLOAD_URL_KEY = 'appDownloadUrl';

/** The project selector and the project calls of seed 000 section 7.13. */
export const projectsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/busProject/BusProject/getProject', { onRequest: app.requireAuth }, async (request) => {
    const projects = await listVisibleProjects(app.db, request.session?.userId ?? '');
    return ok(groupProjectOptions(projects));
  });

  // Projects that have no exhibition page yet: Sluice has no exhibition pages, so that is every project the person sees.
  app.post('/wxprojectexhibition/WXProjectExhibition/getNoExhibitionProject', { onRequest: app.requireAuth }, async (request) => {
    const projects = await listVisibleProjects(app.db, request.session?.userId ?? '');
    const list = projects.map((project) => ({
      id: project.id,
      enCode: project.enCode,
      fullName: project.fullName,
      projectTypeId: project.projectTypeId,
      orgId: project.organizeId,
      latitude: project.latitude,
      longitude: project.longitude,
    }));
    return ok({ list });
  });

  // The text behind the "download the mobile app" QR code. Public: it is shown to anyone holding the console anyway.
  // Without a configured download address the QR opens this console, which has a mobile layout.
  app.get('/busProject/BusProject/getAppCode', async (request) => {
    const row = await app.db.selectFrom('sysConfig').select('value').where('key', '=', APP_DOWNLOAD_URL_KEY).executeTakeFirst();
    const configured = row?.value.trim();
    return ok(configured ? configured : `${request.protocol}://${request.host}/`);
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { NO_BODY, envelopeOf, listEnvelopeOf } from '../../wire/envelope';
import { EXHIBITION_PROJECT, PROJECT_GROUP_OPTION } from '../../wire/projects';
import { groupProjectOptions } from './project-options';
import { listVisibleProjects } from './project-repository';

/** The project selector and the project calls of seed 000 section 7.13. */
export const projectsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/busProject/BusProject/getProject',
    { schema: { body: NO_BODY, response: { 200: envelopeOf(Type.Array(PROJECT_GROUP_OPTION)) } } },
    async (request) => ok(groupProjectOptions(await listVisibleProjects(app.db, request.session?.userId ?? ''))),
  );

  // Projects that have no exhibition page yet: Sluice has no exhibition pages, so that is every project the person sees.
  app.post(
    '/wxprojectexhibition/WXProjectExhibition/getNoExhibitionProject',
    { schema: { body: NO_BODY, response: { 200: listEnvelopeOf(EXHIBITION_PROJECT) } } },
    async (request) => {
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
    },
  );
};

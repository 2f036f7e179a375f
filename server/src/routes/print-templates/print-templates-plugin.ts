import type { FastifyInstance } from 'fastify';
import { printTemplateActionRoutes } from './print-template-actions';
import { printTemplateRoutes } from './print-template-routes';

/** Print templates under /api/system/printDev. */
export async function printTemplatesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(printTemplateRoutes);
  await app.register(printTemplateActionRoutes);
}

import type { FastifyInstance } from 'fastify';
import { dataInterfaceCrudRoutes } from './data-interface-crud';
import { dataInterfaceLogExportRoutes } from './data-interface-log-export';
import { dataInterfaceRunRoutes } from './data-interface-run-routes';

/** Data interfaces under /api/system/DataInterface and their call log under /api/system/DataInterfaceLog. */
export async function dataInterfaceRoutes(app: FastifyInstance): Promise<void> {
  await app.register(dataInterfaceCrudRoutes);
  await app.register(dataInterfaceRunRoutes);
  await app.register(dataInterfaceLogExportRoutes);
}

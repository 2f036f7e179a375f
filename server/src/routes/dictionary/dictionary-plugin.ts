import type { FastifyInstance } from 'fastify';
import { dictionaryDataRoutes } from './dictionary-data-routes';
import { dictionaryTransferRoutes } from './dictionary-transfer-routes';
import { dictionaryTypeRoutes } from './dictionary-type-routes';

/** Dictionaries under /api/system/DictionaryType and /api/system/DictionaryData. */
export async function dictionaryRoutes(app: FastifyInstance): Promise<void> {
  await app.register(dictionaryTypeRoutes);
  await app.register(dictionaryDataRoutes);
  await app.register(dictionaryTransferRoutes);
}

import type { FastifyInstance } from 'fastify';
import { startChunkSweeper } from '../../files/chunk-sweeper';
import { chunkRoot } from '../../files/file-storage';
import { chunkRoutes } from './chunk-routes';
import { mergeRoute } from './merge-route';
import { myFilesRoute } from './my-files';
import { previewRoute } from './preview-route';
import { singleUploadRoutes } from './single-upload';

/** Uploads and the preview (contract section 5), each for the signed-in caller; downloads are in downloads.ts. */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  let stopSweeper: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopSweeper = startChunkSweeper(chunkRoot(app), app.log);
  });
  app.addHook('onClose', async () => stopSweeper?.());
  await app.register(singleUploadRoutes);
  await app.register(chunkRoutes);
  await app.register(mergeRoute);
  await app.register(previewRoute);
  await app.register(myFilesRoute);
}

import type { FastifyInstance } from 'fastify';
import { imUserRoute } from './im-user';
import { imReplyRoute } from './imreply';

/** The chat REST calls of contract section 4; the chat itself runs over the websocket hub (server/src/hub). */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  await app.register(imReplyRoute);
  await app.register(imUserRoute);
}

import type { FastifyInstance } from 'fastify';

/** Mounts every route area under /api. One line per area. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  void app;
}

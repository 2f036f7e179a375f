import type { FastifyRequest } from 'fastify';

/** preValidation: lets a settings PUT send the bare list as well as `{ list }`, the shape its GET answers. */
export async function wrapBareList(request: FastifyRequest): Promise<void> {
  if (Array.isArray(request.body)) request.body = { list: request.body };
}

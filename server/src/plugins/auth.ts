import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LocalizedError } from '../i18n/localized-error';
import { sessionLifetime, verifySession, type SessionInfo } from '../auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireAuth`; routes behind it can rely on it. */
    session: SessionInfo | null;
  }
  interface FastifyInstance {
    /** preHandler: answers 600/601/602 unless the request carries a live session. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
  }
}

/** The token comes from the Authorization header, or a `token` query parameter where a header is impossible. */
export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.length > 0) return header;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.token;
  return typeof fromQuery === 'string' && fromQuery.length > 0 ? fromQuery : undefined;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('session', null);
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    const check = await verifySession(app.db, readToken(request), sessionLifetime(app.config));
    if (!check.ok) throw new LocalizedError(check.code, check.key);
    request.session = check.session;
  });
});

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the document and its browsable page live; both public, like the login page. */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * The OpenAPI 3 document, built from the same TypeBox schemas the routes validate and serialise with, so it cannot
 * drift from what the server does. Registered before the routes: @fastify/swagger collects them as they register.
 * The page at /api/docs loads Swagger UI's files from this server (no CDN), so a same-origin script policy covers it.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Sluice API',
          version: '1',
          description:
            'Every answer is HTTP 200 with the envelope `{ code, msg, data? }` (contract section 1): 200 success, 400 failed, ' +
            '401 invalid input, 403 forbidden, 404 not found, 500 server error, 600 session expired, 601 forced offline, 602 token invalid.',
        },
        components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
        security: [{ token: [] }],
      },
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PATH, uiConfig: { url: OPENAPI_PATH } });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'sluice-openapi' },
);

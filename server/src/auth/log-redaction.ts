import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** What stands in the log where a token was. */
export const REDACTED = '[redacted]';

// The spec's socket path carries the token as its last segment (contract section 4).
const SOCKET_PATH = /^(\/api\/message\/websocket\/)[^/?#]+/i;
// Query parameters that may carry a session token or a signature equivalent to one.
const SECRET_PARAMETERS = new Set(['token', 'access_token', 'authorization']);

/** `url` with the socket path's token and every token-bearing query parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(SOCKET_PATH, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is logged as sent; it cannot be one of our parameter names anyway.
      }
      return SECRET_PARAMETERS.has(decoded.trim().toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's own request serializer with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// Headers are not logged by Fastify today; these stay out should anyone add them to a log line.
const REDACT_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'req.headers["sec-websocket-protocol"]', 'headers.authorization'];

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The logger options with token redaction added: the request serializer hides the socket path's token and any
 * `token` query parameter, and pino's `redact` drops the Authorization header wherever a log line carries it.
 */
export function withTokenRedaction(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const base = logger === true ? {} : logger;
  const redact = Array.isArray(base.redact) ? base.redact : (base.redact?.paths ?? []);
  return {
    ...base,
    serializers: { ...base.serializers, req: serializeRequest as never },
    redact: { paths: [...redact, ...REDACT_PATHS], censor: REDACTED },
  };
}

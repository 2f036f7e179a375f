import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage } from '../i18n/request-language';
import { areaTranslator } from '../i18n/server-i18n';

/**
 * How big a request may be before the server refuses it with the `{code, msg}` envelope (documented in
 * server/README.md, "Request limits"). Node's http parser enforces `headerBytes` before Fastify sees the request;
 * the rest are checked by Fastify (`maxParamLength`, `bodyLimit`) or by `requestLimitsPlugin`.
 */
export const REQUEST_LIMITS = {
  /** Request line plus every header, bytes (Node's default, stated so it is a decision, not an accident). */
  headerBytes: 16 * 1024,
  /** Whole URL, path and query, characters: what nginx's default large header buffer also takes. */
  urlLength: 8 * 1024,
  /** Query parameters per request: the widest list filter takes about a dozen. */
  queryParameters: 100,
  /** One path parameter (an id, a code, a token in the socket path), characters. */
  paramLength: 200,
  /** JSON and form bodies, bytes; the readings ingest route raises its own limit, uploads have multipart limits. */
  bodyBytes: 8 * 1024 * 1024,
} as const;

/** Parameters in the query part of `url` that starts at `from` (the `?`): one more than its `&` separators. */
function countParameters(url: string, from: number): number {
  let count = 1;
  for (let at = url.indexOf('&', from); at !== -1; at = url.indexOf('&', at + 1)) count += 1;
  return count;
}

/** The refusal as it leaves: plain JSON, whatever the route's response schema would make of a success. */
function sendRefusal(reply: FastifyReply, code: 400 | 414, msg: string): void {
  void reply.type('application/json; charset=utf-8').serializer(JSON.stringify).send({ code, msg });
}

/**
 * Refuses, before any route work, a URL longer than `urlLength` (414) or a query with more than `queryParameters`
 * parameters (400), with the envelope in the caller's language. Every parameter takes at least two characters
 * (`a&`), so a short query cannot hold too many and ordinary requests skip the count.
 */
export const requestLimitsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (url.length > REQUEST_LIMITS.urlLength) {
      sendRefusal(reply, 414, areaTranslator(requestLanguage(request), 'request')('url-too-long', { max: REQUEST_LIMITS.urlLength }));
      return;
    }
    const query = url.indexOf('?');
    if (
      query !== -1 &&
      url.length - query > 2 * REQUEST_LIMITS.queryParameters &&
      countParameters(url, query) > REQUEST_LIMITS.queryParameters
    ) {
      sendRefusal(
        reply,
        400,
        areaTranslator(requestLanguage(request), 'request')('too-many-parameters', { max: REQUEST_LIMITS.queryParameters }),
      );
      return;
    }
    done();
  });
});

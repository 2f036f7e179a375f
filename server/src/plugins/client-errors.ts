import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageFromHeader, DEFAULT_LANGUAGE, type ServerLanguage } from '../i18n/languages';
import { requestLanguage } from '../i18n/request-language';
import { areaTranslator } from '../i18n/server-i18n';
import { REQUEST_LIMITS } from './request-limits';

/** The envelope of a request refused before any route ran; codes 400, 408, 413, 414 and 431 as HTTP names them. */
export interface ClientFault {
  code: 400 | 408 | 413 | 414 | 431;
  msg: string;
}

/** Fastify's own request errors (body parsing, router) as the envelope the caller reads, in `language`. */
export function clientFault(error: { code?: string }, language: ServerLanguage): ClientFault {
  const t = areaTranslator(language, 'request');
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 413, msg: t('too-large') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 400, msg: t('unsupported-media-type') };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { code: 414, msg: t('parameter-too-long', { max: REQUEST_LIMITS.paramLength }) };
    case 'FST_ERR_BAD_URL':
      return { code: 400, msg: t('malformed') };
    default:
      return { code: 400, msg: error.code?.startsWith('FST_ERR_CTP') ? t('body-unreadable') : t('not-processed') };
  }
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode or a path parameter over `maxParamLength`, answered like every
 * other refusal, HTTP 200 with the envelope (contract section 1), in the caller's language.
 */
export function frameworkErrors(error: { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(200).send(clientFault(error, requestLanguage(request)));
}

const REASONS = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/** Only the first bytes of a refused request are looked at: enough for a request line and a few headers. */
const SCAN_BYTES = 64 * 1024;

/** The raw bytes Node kept of a request it could not parse (a Buffer at run time, whatever the type says). */
function rawText(error: ConnectionError): string {
  const raw: unknown = error.rawPacket;
  return Buffer.isBuffer(raw) ? raw.toString('latin1', 0, Math.min(raw.length, SCAN_BYTES)) : '';
}

/** The Accept-Language of a request that never parsed, when the bytes Node kept hold it. */
function rawLanguage(text: string): ServerLanguage {
  const match = /\r\naccept-language:[ \t]*([^\r\n]{1,200})/i.exec(text);
  return languageFromHeader(match?.[1]) ?? DEFAULT_LANGUAGE;
}

/** An overflow whose first line is a request line still unfinished past the URL limit is a URL too long, not headers. */
function isLongRequestLine(text: string): boolean {
  if (!/^[A-Z]{3,10} /.test(text)) return false;
  const lineEnd = text.indexOf('\r\n');
  return lineEnd === -1 ? text.length > REQUEST_LIMITS.urlLength : lineEnd > REQUEST_LIMITS.urlLength;
}

function connectionFault(error: ConnectionError, text: string): ClientFault {
  const t = areaTranslator(rawLanguage(text), 'request');
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { code: 408, msg: t('timeout') };
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return isLongRequestLine(text)
      ? { code: 414, msg: t('url-too-long', { max: REQUEST_LIMITS.urlLength }) }
      : { code: 431, msg: t('headers-too-large', { kb: REQUEST_LIMITS.headerBytes / 1024 }) };
  }
  return { code: 400, msg: t('malformed') };
}

interface HttpSocket extends Socket {
  /** The response Node is writing on this connection, if any (a pipelined request before the bad one). */
  _httpMessage?: { headersSent?: boolean } | null;
}

/**
 * The server's 'clientError' listener: Node's http parser refuses oversized headers or URLs (431, 414) and malformed
 * requests (400) before Fastify sees them. The refusal is written straight to the socket as the JSON envelope, with the
 * matching HTTP status since no route ever read the request, and the connection closes.
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const pending = (socket as HttpSocket)._httpMessage;
  if (socket.writable && !pending?.headersSent) {
    const fault = connectionFault(error, rawText(error));
    const body = JSON.stringify(fault);
    socket.write(
      `HTTP/1.1 ${fault.code} ${REASONS[fault.code]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  this.log.debug({ code: error.code }, 'refused a request the http parser could not take');
  socket.destroy(error);
}

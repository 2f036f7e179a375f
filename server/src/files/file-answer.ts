import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../providers/storage/storage-provider';
import { mayShowInline } from './content-kind';

/**
 * `attachment; filename="report.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf` (RFC 6266): the plain form for old
 * clients with anything but printable ASCII replaced, the encoded form for everyone else.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${plain}"; filename*=UTF-8''${encoded}`;
}

export interface FileAnswer {
  file: StoredFile;
  contentType: string;
  fileName: string;
  /** What the caller asked for; granted only to types a browser shows harmlessly. */
  wantInline: boolean;
  /** Stored names never change their bytes, so a private cache may keep them. */
  cacheControl?: string;
}

/**
 * Sends a stored file. nosniff always (security-headers.ts); a type that may not show inline (HTML, SVG, scripts,
 * unknown bytes) goes out as an attachment under `Content-Security-Policy: sandbox`, so even a browser that renders
 * it anyway runs it with no origin and no script.
 */
export function sendFile(reply: FastifyReply, answer: FileAnswer): FastifyReply {
  const inline = answer.wantInline && mayShowInline(answer.contentType);
  reply
    .header('content-type', answer.contentType)
    .header('content-length', answer.file.size)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', answer.fileName))
    .header('cache-control', answer.cacheControl ?? 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff');
  if (!inline) reply.header('content-security-policy', "sandbox; default-src 'none'");
  return reply.send(answer.file.stream);
}
